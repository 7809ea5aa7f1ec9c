import { viewAs as startViewAs } from '../../api/user';
import { portalPrefix } from '../../lib/prefix';

/**
 * POST /users/view_as/{id}, then a full load of the overview: the new session (its id rotated)
 * starts with fresh caches and socket. With the admin's own id it is the way back.
 */
export async function viewAs(
  userId: number,
  assign: (url: string) => void = (u) => window.location.assign(u),
) {
  const status = await startViewAs(userId);
  if (status !== 200) return status;
  assign(`${portalPrefix()}/overview`);
  return 200;
}
