// Base styles first, so that the styles a component imports come after them.
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { setApiHandlers } from './api/client';
import { chunks } from './lib/chunk-load';
import { queryClient } from './api/query-client';
import { initI18n } from './lib/i18n';
import { takeOverPrerendered } from './lib/prerendered';
import { createSessionActor } from './session/session-actor';
import { createAppRouter } from './router';

// Any other lazily loaded module that fails (vite's preload of a chunk or its CSS): as a page chunk.
window.addEventListener('vite:preloadError', () => chunks.failed());

async function start() {
  await initI18n();
  const router = createAppRouter({ queryClient });
  // A page other than the login form came up over the prerendered login page (a mailed link's
  // page, a signed-in visitor's dashboard): the login form's own takeover did not run.
  router.subscribe('onRendered', takeOverPrerendered);
  // The session starts checking at once and navigates with the router it is handed.
  const session = createSessionActor(router);
  // A 401 on a dashboard call: ask the server whether the session is still there (SPEC §4).
  setApiHandlers({
    onUnauthorized: () => {
      if (session.getSnapshot().matches({ signedIn: 'authenticated' })) session.send({ type: 'RECHECK' });
    },
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App router={router} session={session} />
    </StrictMode>,
  );
}

void start();
