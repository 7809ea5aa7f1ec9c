import type { ReactNode } from 'react';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';

/** The frame of every page outside the dashboard: brand, language switch, one centred card. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <div className="public">
      <header className="header-bar public__header">
        <span className="brand">
          <Brand />
        </span>
        <LanguageSwitch />
      </header>
      <main id="main-content" className="public__main" tabIndex={-1}>
        <div className="card public__card">{children}</div>
      </main>
    </div>
  );
}
