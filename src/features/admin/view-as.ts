import { tsr } from '../../lib/api';
import { portalPrefix } from '../../lib/prefix';

/**
 * POST /users/view_as/{id}, then a full load of the overview: the new session (its id rotated)
 * starts with fresh caches and socket. With the admin's own id it is the way back.
 */
export async function viewAs(
  userId: number,
  assign: (url: string) => void = (u) => window.location.assign(u),
) {
  const res = await tsr.user.viewAs.mutate({ params: { user_id: userId } });
  if (res.status !== 200) return res.status;
  assign(`${portalPrefix()}/overview`);
  return 200;
}
