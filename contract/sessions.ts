import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { Id, IdParam, Timestamp, authErrors, recordResponses } from './common';

/**
 * One of the signed-in user's live sessions, as the account page lists it. `id` is the public
 * handle (never the cookie or its hash); `device` a short language-neutral label the server
 * derives from the User-Agent at sign-in ("Chrome (Windows)"; '' when the browser sent none);
 * `ip` the client address at sign-in (null when unknown); `current` marks this browser's session.
 */
export const SessionInfo = z.object({
  id: Id,
  device: z.string(),
  ip: z.string().nullable(),
  created_at: Timestamp,
  last_seen_at: Timestamp,
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

/** The answer of ending a session: `signed_out` is true when it was this browser's own (back to login). */
export const SessionEnded = z.object({ success: z.literal(true), signed_out: z.boolean() });

const c = initContract();

export const sessionsContract = c.router({
  list: {
    method: 'GET',
    path: '/user/sessions',
    metadata: { access: 'session' } as const,
    // 403 forbidden while an admin views the portal as the user (the sessions are the customer's).
    responses: { 200: z.array(SessionInfo), ...authErrors },
    summary: 'The signed-in user’s live sessions (device, address, last seen), most recent first',
  },
  end: {
    method: 'DELETE',
    path: '/user/sessions/:id',
    metadata: { access: 'session' } as const,
    pathParams: z.object({ id: IdParam }),
    body: c.noBody(),
    // 404 not_found: no live session of this user has the id (another user's answers the same).
    responses: recordResponses({ 200: SessionEnded }),
    summary: 'End one of the signed-in user’s sessions (and its sockets); ending the current one signs out',
  },
});
