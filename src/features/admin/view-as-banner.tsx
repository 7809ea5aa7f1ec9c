import './admin.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-context';
import { viewAs } from './view-as';

/** While an admin views the portal as a customer: a banner that cannot be missed, with the way back. */
export function ViewAsBanner() {
  const { t } = useTranslation();
  const session = useSession((s) => s.context.session);
  const [busy, setBusy] = useState(false);
  if (!session?.viewing_as) return null;
  const { user, viewing_as: admin } = session;
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return (
    <section className="view-as-banner" aria-label={t('admin.view_as.region')}>
      <p role="status">
        <strong>{t('admin.view_as.notice', { name, email: user.email })}</strong>{' '}
        {t('admin.view_as.admin', { admin: admin.admin_email })}
      </p>
      <button
        type="button"
        className="button view-as-banner__back"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void viewAs(admin.admin_id).finally(() => setBusy(false));
        }}
      >
        {t('admin.view_as.back')}
      </button>
    </section>
  );
}
