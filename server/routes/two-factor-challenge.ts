import { normalizeLocale } from '../../contract';
import { issueToken } from '../auth/one-time-tokens';
import { limitMail, tooManyRequests } from '../auth/rate-limit';
import type { RequestContext } from '../context';
import { audit } from '../db/audit';
import type { UserRow } from '../db/users';
import { sendMail } from '../mail/send';

/**
 * The second step of every way in for an account with two-factor sign-in (password, mailed link,
 * accepted claim transfer): a six-digit code is mailed (rate-limited like every mail) and the
 * session starts only at POST /two_factor_auth/:token. The 202 answer, or the 429 when limited.
 */
export async function challengeTwoFactor(
  ctx: RequestContext,
  user: UserRow,
): Promise<typeof tooManyRequests | { status: 202; body: { two_factor_token: string } }> {
  const limited = await limitMail(ctx, 'two_factor', { target: user.email, account: user.email });
  if (limited) return limited;
  const { token, code } = await issueToken(ctx.db, { kind: 'two_factor', userId: user.id, now: ctx.now() });
  await sendMail(ctx, {
    to: user.email,
    locale: normalizeLocale(user.language),
    template: 'two_factor_code',
    params: { name: user.firstName, code: code ?? '' },
  });
  await audit(ctx, { event: 'two_factor', outcome: 'challenge', userId: user.id, email: user.email });
  return { status: 202, body: { two_factor_token: token } };
}
