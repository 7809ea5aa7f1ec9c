/**
 * SPEC scenarios (§5 server 422 errors, §8 field errors and success messages), written from the
 * SPEC, not from the machine.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import type { MessageCode } from '../../contract';
import { passwordFormMachine, type PasswordInput, type PasswordResult } from './password-form.machine';

function start(
  answer: () => Promise<PasswordResult>,
  input: PasswordInput = { password: 'Secret123', password_confirmation: 'Secret123' },
) {
  const sent: PasswordInput[] = [];
  const saved = vi.fn();
  const expired = vi.fn();
  const actor = createActor(
    passwordFormMachine.provide({
      actors: {
        submit: fromPromise<PasswordResult, PasswordInput>(({ input }) => {
          sent.push(input);
          return answer();
        }),
      },
      actions: { saved: () => saved(), goToExpired: () => expired() },
    }),
  ).start();
  actor.send({ type: 'SUBMIT', ...input });
  return { actor, sent, saved, expired };
}

const settled = (s: SnapshotFrom<typeof passwordFormMachine>) => s.value !== 'submitting';

describe('password form (SPEC §5, §8)', () => {
  it("POST /password_reset/{id}/{code} sends 'password, password_confirmation'; saved: 'New password saved!'", async () => {
    const { actor, sent, saved } = start(async () => ({ outcome: 'saved', session: null }));
    const s = await waitFor(actor, settled);
    expect(sent).toStrictEqual([{ password: 'Secret123', password_confirmation: 'Secret123' }]);
    expect(s.status).toBe('done');
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it("'Server 422 responses carry an errors map keyed by field name ... shown per field'", async () => {
    const errors: Record<string, MessageCode[]> = { password_confirmation: ['passwords_not_identical'] };
    const { actor, saved } = start(async () => ({ outcome: 'invalid', errors }));
    const s = await waitFor(actor, settled);
    expect(s.context.fieldErrors).toEqual(errors);
    expect(s.status).toBe('active'); // still editing: the user can correct and send again
    expect(saved).not.toHaveBeenCalled();
  });

  it("'Any failed request' leaves the form to try again and saves nothing", async () => {
    const { actor, saved } = start(() => Promise.reject(new Error('network down')));
    const s = await waitFor(actor, settled);
    expect(s.status).toBe('active');
    expect(s.context.error).not.toBeNull();
    expect(saved).not.toHaveBeenCalled();
  });

  it("the account's login data: the current password is sent with the new one", async () => {
    const { actor, sent } = start(async () => ({ outcome: 'saved', session: null }), {
      password: 'Secret123',
      password_confirmation: 'Secret123',
      current_password: 'Before123',
    });
    await waitFor(actor, settled);
    expect(sent).toStrictEqual([
      { password: 'Secret123', password_confirmation: 'Secret123', current_password: 'Before123' },
    ]);
  });

  it("an expired or used link goes to /expired_link ('login link expired') and saves nothing", async () => {
    const { actor, saved, expired } = start(async () => ({ outcome: 'expired' }));
    const s = await waitFor(actor, settled);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(saved).not.toHaveBeenCalled();
    expect(s.status).toBe('done');
  });

  it('sending again clears the messages of the last attempt; only the new answer shows', async () => {
    const answers: (() => Promise<PasswordResult>)[] = [
      () => Promise.reject(new Error('network down')),
      async () => ({ outcome: 'invalid', errors: { password: ['password_uppercase'] } }),
      async () => ({ outcome: 'saved', session: null }),
    ];
    const { actor } = start(() => answers.shift()!());
    expect((await waitFor(actor, settled)).context.error).not.toBeNull();
    actor.send({ type: 'SUBMIT', password: 'secret123', password_confirmation: 'secret123' });
    const invalid = await waitFor(actor, settled);
    expect(invalid.context).toEqual({ fieldErrors: { password: ['password_uppercase'] }, error: null });
    actor.send({ type: 'SUBMIT', password: 'Secret123', password_confirmation: 'Secret123' });
    expect(actor.getSnapshot().context).toEqual({ fieldErrors: {}, error: null });
  });
});
