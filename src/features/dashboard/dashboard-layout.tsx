import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InsideFrame } from '../../ui/page-frame';
import { Brand } from '../../ui/brand';
import { MainMenu } from './main-menu';
import { MenuToggle, useMenuDisclosure } from './menu-disclosure';
import { UserBar } from './user-bar';
import './dashboard.css';

/**
 * The dashboard frame: skip link, `banner` (e.g. view-as), header (the brand: the theme's logo or the portal name,
 * `tools` such as notifications, user bar, menu), then the page. On a phone the user bar and the
 * menu sit behind a menu button (a disclosure); from 60rem on they show in the header.
 */
export function DashboardLayout({
  children,
  tools,
  banner,
}: {
  children: ReactNode;
  tools?: ReactNode;
  banner?: ReactNode;
}) {
  const { t } = useTranslation();
  const menu = useMenuDisclosure();
  return (
    <div className="dashboard">
      <a className="skip-link" href="#main-content">
        {t('layout.skip_to_content')}
      </a>
      {banner}
      <header className="dashboard__header" onKeyDown={menu.onKeyDown}>
        <div className="dashboard__bar">
          <Link to="/active_contracts" className="brand">
            <Brand />
          </Link>
          <div className="dashboard__tools">{tools}</div>
          <MenuToggle menu={menu} />
        </div>
        <div
          id={menu.panelId}
          ref={menu.panelRef}
          onClick={menu.onClick}
          className="dashboard__panel"
          data-open={menu.open ? '' : undefined}
        >
          <UserBar />
          <MainMenu />
        </div>
      </header>
      <main id="main-content" className="dashboard__main" tabIndex={-1}>
        <InsideFrame>{children}</InsideFrame>
      </main>
    </div>
  );
}
