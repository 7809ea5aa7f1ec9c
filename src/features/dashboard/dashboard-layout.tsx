import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MainMenu } from './main-menu';
import { UserBar } from './user-bar';
import './dashboard.css';

/**
 * The dashboard frame: skip link, `banner` (e.g. view-as), header (`brand` or the portal name, menu,
 * user, `tools` such as notifications), then the page.
 */
export function DashboardLayout({
  children,
  tools,
  banner,
  brand,
}: {
  children: ReactNode;
  tools?: ReactNode;
  banner?: ReactNode;
  brand?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="dashboard">
      <a className="skip-link" href="#main-content">
        {t('layout.skip_to_content')}
      </a>
      {banner}
      <header className="dashboard__header">
        <div className="header-bar">
          <Link to="/active_contracts" className="brand">
            {brand ?? t('app.name')}
          </Link>
          {tools}
          <UserBar />
        </div>
        <MainMenu />
      </header>
      <main id="main-content" className="dashboard__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
