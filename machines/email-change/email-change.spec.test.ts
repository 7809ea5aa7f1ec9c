/**
 * SPEC scenarios (§4 E-mail change, §8 wrong activation code), written from the SPEC, not from the machine.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import type { User } from '../../contract';
import { emailChangeMachine, type ChangeRequestResult, type ConfirmResult } from './email-change.machine';

const user: User = {
  id: 1,
  email: 'new@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  salutation: null,
  language: 'en_GB',
  permissions: { admin: false },
};

function start() {
  let requests = 0;
  const actor = createActor(
    emailChangeMachine.provide({
      actors: {
        requestChange: fromPromise<ChangeRequestResult, { email: string; password: string }>(
          async ({ input }) => ({ ok: true, email: input.email, code: `CODE${++requests}` }),
        ),
        confirmChange: fromPromise<ConfirmResult, { token: string; code: string }>(async ({ input }) =>
          input.code === 'CODE1' && input.token === 'link-token'
            ? { ok: true, user }
            : { ok: false, error: 'wrong_activation_code' },
        ),
      },
    }),
  ).start();
  return actor;
}

type S = SnapshotFrom<typeof emailChangeMachine>;
const idleBusy = (s: S) => !['requesting', 'confirming'].includes(String(s.value));

async function requestAndOpenLink(actor: ReturnType<typeof start>) {
  actor.send({ type: 'REQUEST', email: 'new@example.com', password: 'Secret123' });
  const shown = await waitFor(actor, idleBusy);
  actor.send({ type: 'OPEN_LINK', token: 'link-token' });
  return shown;
}

describe('e-mail change (SPEC §4)', () => {
  it("'request, then an activation code is shown, then the user clicks the mailed link and enters the code'", async () => {
    const actor = start();
    const shown = await requestAndOpenLink(actor);
    expect(shown.context).toMatchObject({ code: 'CODE1', email: 'new@example.com' });
    actor.send({ type: 'CONFIRM', code: 'CODE1' });
    const done = await waitFor(actor, idleBusy);
    expect(done.value).toBe('confirmed');
    expect(done.context.error).toBeNull();
  });

  it("'A wrong code gives a failure and the change can be requested again'", async () => {
    const actor = start();
    await requestAndOpenLink(actor);
    actor.send({ type: 'CONFIRM', code: 'WRONG' });
    const failed = await waitFor(actor, idleBusy);
    // §8: 'Incorrect activation code. You can reinitiate the e-mail address change if needed.'
    expect(failed.context.error).toEqual({ field: 'code', code: 'wrong_activation_code' });
    expect(failed.value).not.toBe('confirmed');

    actor.send({ type: 'RESTART' });
    actor.send({ type: 'REQUEST', email: 'new@example.com', password: 'Secret123' });
    const again = await waitFor(actor, idleBusy);
    expect(again.context).toMatchObject({ code: 'CODE2', error: null });
  });
});
