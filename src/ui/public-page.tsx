import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';

/** The frame of every page outside the dashboard: brand, language switch, one centred card. */
export function PublicPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="public">
      <header className="header-bar public__header">
        <span className="brand">{t('app.name')}</span>
        <LanguageSwitch />
      </header>
      <main id="main-content" className="public__main" tabIndex={-1}>
        <div className="card public__card">{children}</div>
      </main>
    </div>
  );
}
