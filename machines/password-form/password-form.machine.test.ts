import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { computeCoverage, generatePaths, replayPath, uncovered } from '../../tests/paths/toolkit';
import { passwordFormMachine, type PasswordInput, type PasswordResult } from './password-form.machine';
import { passwordFormModel } from '../../tests/paths/models/password-form';
import { demoSession } from '../../tests/paths/models/session';

const paths = generatePaths(passwordFormModel);

describe('password form machine: generated paths', () => {
  it.each(paths.map((path) => [path.id, path]))('%s replays against the machine', async (_id, path) => {
    await replayPath(passwordFormMachine, path);
  });

  it('cover every state and transition', () => {
    const coverage = computeCoverage(passwordFormModel, paths);
    expect(uncovered(coverage.states)).toEqual([]);
    expect(uncovered(coverage.transitions)).toEqual([]);
  });
});

describe('password form machine', () => {
  it('shows server field errors, then saves and hands over the session', async () => {
    const answers: PasswordResult[] = [
      { outcome: 'invalid', errors: { password: ['password_uppercase'] } },
      { outcome: 'saved', session: null },
    ];
    const inputs: PasswordInput[] = [];
    const saved: unknown[] = [];
    const actor = createActor(
      passwordFormMachine.provide({
        actors: {
          submit: fromPromise<PasswordResult, PasswordInput>(async ({ input }) => {
            inputs.push(input);
            return answers.shift() ?? { outcome: 'expired' };
          }),
        },
        actions: { saved: (_, params) => void saved.push(params) },
      }),
    ).start();
    actor.send({ type: 'SUBMIT', password: 'newpass12', password_confirmation: 'newpass12' });
    const invalid = await waitFor(
      actor,
      (s) => s.matches('editing') && Object.keys(s.context.fieldErrors).length > 0,
    );
    expect(invalid.context.fieldErrors).toEqual({ password: ['password_uppercase'] });
    actor.send({ type: 'SUBMIT', password: 'Newpass12', password_confirmation: 'Newpass12' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(inputs[1]).toEqual({ password: 'Newpass12', password_confirmation: 'Newpass12' });
    expect(saved).toEqual([{ session: null }]);
  });

  it('hands the session of a sign-in (an activation) to the saved action', async () => {
    const saved: unknown[] = [];
    const actor = createActor(
      passwordFormMachine.provide({
        actors: {
          submit: fromPromise<PasswordResult, PasswordInput>(async () => ({
            outcome: 'saved',
            session: demoSession,
          })),
        },
        actions: { saved: (_, params) => void saved.push(params) },
      }),
    ).start();
    actor.send({ type: 'SUBMIT', password: 'Newpass12', password_confirmation: 'Newpass12' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saved).toEqual([{ session: demoSession }]);
  });
});
