import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-context';

/** For admins: the way to the back office (customer search, widget settings, tracking, theme). */
export function AdminLink() {
  const { t } = useTranslation();
  const admin = useSession((s) => s.context.session?.permissions.admin === true);
  return admin ? (
    <Link to="/admin" className="button">
      {t('admin.link')}
    </Link>
  ) : null;
}
