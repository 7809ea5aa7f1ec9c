/**
 * Scenarios of the requirements (privacy centre: "delete the account, refused with the reason while a claim
 * is active or while the law requires records to be kept … otherwise the account and its personal
 * data are removed … and the customer is signed out everywhere"), written from the requirements' text and
 * the brief (password again, an explicit confirmation step), not from the machine.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AccountDeletionCheck } from '../../contract';
import { accountDeletionMachine, type DeletionResult } from './account-deletion.machine';

const CAN_GO: AccountDeletionCheck = {
  deletable: true,
  active_claims: [],
  retained: [],
  deletable_from: null,
};
const ACTIVE: AccountDeletionCheck = {
  deletable: false,
  active_claims: ['FP-2026-000001'],
  retained: [],
  deletable_from: null,
};

function start(checks: (AccountDeletionCheck | Error)[], answers: (DeletionResult | Error)[] = []) {
  const sent: string[] = [];
  let asked = 0;
  const actor = createActor(
    accountDeletionMachine.provide({
      actors: {
        checkDeletion: fromPromise<AccountDeletionCheck>(async () => {
          asked++;
          const next = checks.shift() ?? CAN_GO;
          if (next instanceof Error) throw next;
          return next;
        }),
        deleteAccount: fromPromise<DeletionResult, { password: string }>(async ({ input }) => {
          sent.push(input.password);
          const next = answers.shift() ?? { kind: 'deleted' };
          if (next instanceof Error) throw next;
          return next;
        }),
      },
    }),
  ).start();
  return { actor, sent, asked: () => asked };
}

const settled = (s: { value: unknown }) => s.value !== 'checking' && s.value !== 'deleting';

describe('account deletion', () => {
  it('refused with the reason while a claim is active: nothing is sent, no password is asked', async () => {
    const { actor, sent } = start([ACTIVE]);
    actor.send({ type: 'START' });
    const s = await waitFor(actor, settled);
    expect(s.value).toBe('refused');
    expect(s.context.check?.active_claims).toEqual(['FP-2026-000001']);
    actor.send({ type: 'SUBMIT', password: 'Start1234' }); // no confirm step on a refusal
    expect(sent).toEqual([]);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('refused while the law keeps records: the records and the date they are kept until are shown', async () => {
    const kept: AccountDeletionCheck = {
      deletable: false,
      active_claims: [],
      retained: [{ case_number: 'TR-2026-000002', last_payment: '2026-05-28', kept_until: '2036-12-31' }],
      deletable_from: '2037-01-01',
    };
    const { actor } = start([kept]);
    actor.send({ type: 'START' });
    const s = await waitFor(actor, settled);
    expect(s.value).toBe('refused');
    expect(s.context.check?.retained[0]?.kept_until).toBe('2036-12-31');
  });

  it('needs the password again and an explicit confirmation step before anything is deleted', async () => {
    const { actor, sent } = start([CAN_GO]);
    actor.send({ type: 'SUBMIT', password: 'Start1234' }); // not before Delete account
    actor.send({ type: 'START' });
    expect((await waitFor(actor, settled)).value).toBe('confirming');
    expect(sent).toEqual([]);
    actor.send({ type: 'SUBMIT', password: '' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.error).toBe('password_required');
    actor.send({ type: 'SUBMIT', password: 'Start1234' });
    const s = await waitFor(actor, settled);
    expect(s.value).toBe('deleted');
    expect(s.status).toBe('done');
    expect(sent).toEqual(['Start1234']);
    expect(JSON.stringify(s.context)).not.toContain('Start1234'); // the password is never kept
  });

  it('a wrong password stays on the confirm step with its message; cancel deletes nothing', async () => {
    const { actor, sent } = start([CAN_GO], [{ kind: 'error', error: 'wrong_password' }]);
    actor.send({ type: 'START' });
    await waitFor(actor, settled);
    actor.send({ type: 'SUBMIT', password: 'Wrong1234' });
    const s = await waitFor(actor, settled);
    expect(s.value).toBe('confirming');
    expect(s.context.error).toBe('wrong_password');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toEqual(['Wrong1234']);
  });

  it('a claim that became active meanwhile turns the deletion into a refusal with the reason', async () => {
    const { actor } = start([CAN_GO, ACTIVE], [{ kind: 'refused' }]);
    actor.send({ type: 'START' });
    await waitFor(actor, settled);
    actor.send({ type: 'SUBMIT', password: 'Start1234' });
    const s = await waitFor(actor, settled);
    expect(s.value).toBe('refused');
    expect(s.context.check).toEqual(ACTIVE);
  });

  it('no answer: Retry asks again from the check (the password is asked again)', async () => {
    const { actor, asked } = start([CAN_GO, CAN_GO], [new Error('network')]);
    actor.send({ type: 'START' });
    await waitFor(actor, settled);
    actor.send({ type: 'SUBMIT', password: 'Start1234' });
    expect((await waitFor(actor, settled)).value).toBe('failed');
    actor.send({ type: 'RETRY' });
    expect((await waitFor(actor, settled)).value).toBe('confirming');
    expect(asked()).toBe(2);
  });

  it("a new Delete, or Cancel, drops the wrong password's message", async () => {
    const wrong: DeletionResult = { kind: 'error', error: 'wrong_password' };
    const { actor } = start([CAN_GO], [wrong, wrong]);
    actor.send({ type: 'START' });
    await waitFor(actor, settled);
    actor.send({ type: 'SUBMIT', password: 'Wrong1234' });
    expect((await waitFor(actor, settled)).context.error).toBe('wrong_password');
    actor.send({ type: 'SUBMIT', password: 'Wrong5678' });
    expect(actor.getSnapshot().value).toBe('deleting');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect((await waitFor(actor, settled)).context.error).toBe('wrong_password');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
