import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { menuQuery } from '../../api/menu';

/** The server's menu (GET /menu): labels are i18n keys, paths are portal routes without prefix. */
export function MainMenu() {
  const { t } = useTranslation();
  const items = useQuery(menuQuery()).data ?? [];
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
