import { createFileRoute } from '@tanstack/react-router';
import { BackToLogin } from '../features/auth/back-to-login';
import { EstimatePage } from '../features/estimate/estimate-page';
import { loadArea } from '../lib/i18n';

/** `/estimate`: the public EU 261 calculator; its texts and the claim form's questions (dashboard area). */
export const Route = createFileRoute('/estimate')({
  beforeLoad: () => Promise.all([loadArea('estimate'), loadArea('dashboard')]),
  component: () => <EstimatePage footer={<BackToLogin />} />,
});
