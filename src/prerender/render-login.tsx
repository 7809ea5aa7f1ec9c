/**
 * The login page as HTML, rendered at build time (vite.config.ts `prerender`) in each language, so
 * the form shows before the bundle has loaded. Rendered with the page's own components, outside the
 * router and without a session (an anonymous visitor's first view); src/lib/prerendered.ts hands
 * what was typed into it to the SPA's page. Runs in Node only.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createActor } from 'xstate';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '../../contract';
import { sessionMachine } from '../../machines/session/session.machine';
import { LoginPage } from '../features/login/login-page';
import { SessionProvider } from '../session/session-context';
import { mergeAreas, type Tree } from '../locales/merge';
import { routeTree } from '../routeTree.gen';

/** The areas the login page's texts are in (src/lib/i18n.ts loads the same ones first). */
const files = import.meta.glob<Tree>('../locales/*/{core,auth}.json', { eager: true, import: 'default' });

function resources(locale: Locale): Tree {
  const mine = Object.entries(files).filter(([path]) => path.includes(`/${locale}/`));
  return mergeAreas(Object.fromEntries(mine));
}

export { LOCALES };

/** The login page's markup in `locale`, its links relative to the portal prefix (`./forgot_user`). */
export async function renderLogin(locale: Locale): Promise<{ html: string; title: string }> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    resources: {
      [locale]: { translation: resources(locale) },
      [FALLBACK_LOCALE]: { translation: resources(FALLBACK_LOCALE) },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const queryClient = new QueryClient();
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/login'] }),
    context: { queryClient, session: undefined! },
  });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider actor={createActor(sessionMachine)}>
          <RouterContextProvider router={router}>
            <LoginPage />
          </RouterContextProvider>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  // What needs the script is disabled until it runs: the language switch, and the submit button,
  // so pressing Enter sends nothing (a disabled default button blocks implicit submission; the
  // form would otherwise go out as a GET, the password in the URL). The fields take typing.
  // Links: relative to the portal prefix.
  const inert = html
    .replace(/<button([^>]*type="submit")/, '<button disabled=""$1')
    .replace(/<select /g, '<select disabled="" ')
    .replace(/href="\//g, 'href="./');
  return { html: inert, title: i18n.t('login.title') };
}
