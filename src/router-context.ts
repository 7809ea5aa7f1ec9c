import type { QueryClient } from '@tanstack/react-query';
import type { SessionActor } from './session/session-actor';

/** What every route's beforeLoad/loader receives: the session and the server-state cache. */
export type RouterContext = {
  session: SessionActor;
  queryClient: QueryClient;
};
