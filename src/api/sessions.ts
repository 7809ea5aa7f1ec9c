import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '../../contract';
import { body200, unexpected } from './answer';
import { api } from './client';

export const sessionKeys = { all: ['sessions'] as const };

/** GET /user/sessions: the signed-in user's live sessions, most recently seen first. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    queryFn: async (): Promise<SessionInfo[]> => body200('GET /user/sessions', await api().sessions.list()),
  });

/**
 * DELETE /user/sessions/{id}: `ended`, `signed_out` (it was this browser's own session: back to
 * login) or `gone` (404: it had ended already, or is not the user's). Unless signed out, the list
 * has loaded again when it answers.
 */
export async function endSession(
  queryClient: QueryClient,
  id: number,
): Promise<'ended' | 'signed_out' | 'gone'> {
  const res = await api().sessions.end({ params: { id } });
  if (res.status === 200 && res.body.signed_out) return 'signed_out';
  if (res.status !== 200 && res.status !== 404) return unexpected('DELETE /user/sessions/{id}', res);
  await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  return res.status === 200 ? 'ended' : 'gone';
}
