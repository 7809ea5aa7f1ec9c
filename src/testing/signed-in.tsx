import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createActor, fromPromise, waitFor as settle } from 'xstate';
import type { LoginResponse } from '../../contract';
import { sessionMachine } from '../../machines/session/session.machine';
import { createQueryClient } from '../api/query-client';
import { SessionProvider } from '../session/session-context';

/** The customer the component tests sign in as. */
export const ANNA: LoginResponse['user'] = {
  id: 2,
  email: 'anna@example.com',
  first_name: 'Anna',
  last_name: 'Berg',
  salutation: 'female',
  language: 'en_GB',
  permissions: { admin: false },
};

/** The JSON answer of a mocked fetch, for the component tests that mock one. */
export { json } from './api-fetch';

/**
 * Renders a part of the portal for a signed-in customer (a session machine that found the
 * session), with a fresh query client; `viewingAs` makes it an admin's view as the customer.
 */
export async function renderSignedIn(ui: ReactNode, viewingAs?: LoginResponse['viewing_as']) {
  const session: LoginResponse = {
    user: ANNA,
    language: 'en_GB',
    permissions: { admin: false },
    ...(viewingAs ? { viewing_as: viewingAs } : {}),
  };
  const actor = createActor(
    sessionMachine.provide({
      actors: { checkSession: fromPromise<LoginResponse | null>(async () => session) },
    }),
  ).start();
  await settle(actor, (s) => s.matches({ signedIn: 'authenticated' }));
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider actor={actor}>{ui}</SessionProvider>
    </QueryClientProvider>,
  );
}
