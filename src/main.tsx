import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { setApiHandlers } from './lib/api';
import { initI18n } from './lib/i18n';
import { createSessionActor } from './lib/session';
import { createAppRouter } from './router';
import './styles.css';

async function start() {
  await initI18n();
  // The session starts checking at once; navigation is bound once the router exists.
  let goToLogin = () => {};
  let goToTwoFactor = (_token: string) => {};
  const session = createSessionActor({
    goToLogin: () => goToLogin(),
    goToTwoFactor: (token) => goToTwoFactor(token),
  });
  const router = createAppRouter({ session });
  goToLogin = () =>
    void router.navigate({ to: '/login/{-$redirect}', params: { redirect: undefined }, replace: true });
  goToTwoFactor = (token) => void router.navigate({ to: '/two_factor_auth/$token', params: { token } });
  // A 401 on a dashboard call: ask the server whether the session is still there (SPEC §4).
  setApiHandlers({
    onUnauthorized: () => {
      if (session.getSnapshot().matches('authenticated')) session.send({ type: 'RECHECK' });
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
