import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tsr } from '../../lib/api';

/** The server's menu (GET /menu): labels are i18n keys, paths are portal routes without prefix. */
export function MainMenu() {
  const { t } = useTranslation();
  const menu = tsr.settings.menu.useQuery({ queryKey: ['menu'], staleTime: Infinity });
  const items = menu.data?.status === 200 ? menu.data.body : [];
  return (
    <nav className="main-menu" aria-label={t('layout.main_menu')}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.path} className="main-menu__link" activeProps={{ 'aria-current': 'page' }}>
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
