import type { SessionActor } from './lib/session';

/** What every route's beforeLoad/loader receives. */
export type RouterContext = {
  session: SessionActor;
};
