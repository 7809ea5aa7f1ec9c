/**
 * SPEC scenarios (§5 server 422 errors, §8 field errors and success messages), written from the
 * SPEC, not from the machine.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import type { MessageCode } from '../../contract';
import { passwordFormMachine, type PasswordInput, type PasswordResult } from './password-form.machine';

function start(answer: () => Promise<PasswordResult>) {
  const sent: PasswordInput[] = [];
  const saved = vi.fn();
  const actor = createActor(
    passwordFormMachine.provide({
      actors: {
        submit: fromPromise<PasswordResult, PasswordInput>(({ input }) => {
          sent.push(input);
          return answer();
        }),
      },
      actions: { saved: () => saved() },
    }),
  ).start();
  actor.send({ type: 'SUBMIT', password: 'Secret123', password_confirmation: 'Secret123' });
  return { actor, sent, saved };
}

const settled = (s: SnapshotFrom<typeof passwordFormMachine>) => s.value !== 'submitting';

describe('password form (SPEC §5, §8)', () => {
  it("POST /password_reset/{id}/{code} sends 'password, password_confirmation'; saved: 'New password saved!'", async () => {
    const { actor, sent, saved } = start(async () => ({ outcome: 'saved', session: null }));
    const s = await waitFor(actor, settled);
    expect(sent).toEqual([{ password: 'Secret123', password_confirmation: 'Secret123' }]);
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
});
