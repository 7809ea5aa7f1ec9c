/**
 * Scenarios of the requirements ("Changing payout details needs the password (or passkey) again",
 * and the brief's "editing → confirming password → saving → saved/failed"), written from the
 * requirements' text, not from the machine.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  payoutDetailsMachine,
  type PayoutAccountInput,
  type SaveInput,
  type SaveResult,
} from './payout-details.machine';
import { SAVED_PAYOUT } from '../../tests/paths/models/payout-details';

const account: PayoutAccountInput = { holder: 'Julia Becker', iban: 'DE89370400440532013000', bic: '' };
const saved: SaveResult = { ok: true, payout: SAVED_PAYOUT };

function start(answers: (SaveResult | Error)[]) {
  const sent: SaveInput[] = [];
  const actor = createActor(
    payoutDetailsMachine.provide({
      actors: {
        saveDetails: fromPromise<SaveResult, SaveInput>(async ({ input }) => {
          sent.push(input);
          const next = answers.shift() ?? saved;
          if (next instanceof Error) throw next;
          return next;
        }),
      },
    }),
  ).start();
  return { actor, sent };
}

const settled = (s: { value: unknown }) => s.value !== 'saving';

describe('payout details', () => {
  it('editing → confirming password → saving → saved: the account is sent only with the password', async () => {
    const { actor, sent } = start([saved]);
    actor.send({ type: 'SUBMIT', account, errors: {} });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(sent).toEqual([]); // nothing leaves before the password is given
    actor.send({ type: 'CONFIRM', password: 'Start1234' });
    expect((await waitFor(actor, settled)).value).toBe('saved');
    expect(sent).toEqual([{ account, password: 'Start1234' }]);
  });

  it('"or passkey": confirming with a passkey instead sends the account without any password → saved', async () => {
    const { actor, sent } = start([saved]);
    actor.send({ type: 'SUBMIT', account, errors: {} });
    actor.send({ type: 'CONFIRM_PASSKEY' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect((await waitFor(actor, settled)).value).toBe('saved');
    expect(sent).toEqual([{ account, passkey: true }]);
  });

  it('a passkey that does not confirm (refused or cancelled) stays on the confirm step with its message; the password still saves', async () => {
    const { actor, sent } = start([
      { ok: false, errors: { passkey: ['passkey_invalid'] } },
      { ok: false, errors: { passkey: ['passkey.cancelled'] } },
      saved,
    ]);
    actor.send({ type: 'SUBMIT', account, errors: {} });
    actor.send({ type: 'CONFIRM_PASSKEY' });
    const refused = await waitFor(actor, settled);
    expect(refused.value).toBe('confirming');
    expect(refused.context.errors).toEqual({ passkey: ['passkey_invalid'] });
    actor.send({ type: 'CONFIRM_PASSKEY' });
    const cancelled = await waitFor(actor, settled);
    expect(cancelled.value).toBe('confirming');
    expect(cancelled.context.errors).toEqual({ passkey: ['passkey.cancelled'] });
    actor.send({ type: 'CONFIRM', password: 'Start1234' });
    expect((await waitFor(actor, settled)).value).toBe('saved');
    expect(sent).toHaveLength(3);
  });

  it('a locked account refuses the passkey too: failed with too_many_attempts', async () => {
    const { actor } = start([{ ok: false, error: 'too_many_attempts' }]);
    actor.send({ type: 'SUBMIT', account, errors: {} });
    actor.send({ type: 'CONFIRM_PASSKEY' });
    const s = await waitFor(actor, settled);
    expect(s.value).toBe('failed');
    expect(s.context.error).toBe('too_many_attempts');
  });

  it('an IBAN the form refuses never reaches the password step', () => {
    const { actor } = start([]);
    actor.send({
      type: 'SUBMIT',
      account: { ...account, iban: 'DE00' },
      errors: { iban: ['invalid_value'] },
    });
    const s = actor.getSnapshot();
    expect(s.value).toBe('editing');
    expect(s.context.errors).toEqual({ iban: ['invalid_value'] });
  });

  it('a wrong password stays on the password step with its message; the right one then saves', async () => {
    const { actor, sent } = start([{ ok: false, errors: { password: ['wrong_password'] } }, saved]);
    actor.send({ type: 'SUBMIT', account, errors: {} });
    actor.send({ type: 'CONFIRM', password: 'Wrong1234' });
    const refused = await waitFor(actor, settled);
    expect(refused.value).toBe('confirming');
    expect(refused.context.errors).toEqual({ password: ['wrong_password'] });
    actor.send({ type: 'CONFIRM', password: 'Start1234' });
    expect((await waitFor(actor, settled)).value).toBe('saved');
    expect(sent).toEqual([
      { account, password: 'Wrong1234' },
      { account, password: 'Start1234' },
    ]);
  });

  it('an account outside SEPA without BIC refused by the server goes back to the form with the field', async () => {
    const { actor } = start([{ ok: false, errors: { bic: ['bic_required'] } }]);
    actor.send({ type: 'SUBMIT', account: { ...account, iban: 'TR330006100519786457841326' }, errors: {} });
    actor.send({ type: 'CONFIRM', password: 'Start1234' });
    const s = await waitFor(actor, settled);
    expect(s.value).toBe('editing');
    expect(s.context.errors).toEqual({ bic: ['bic_required'] });
  });

  it('failed: no answer, or a closed claim; Retry asks for the password again (it is not kept)', async () => {
    const { actor, sent } = start([new Error('network'), { ok: false, error: 'claim_closed' }]);
    actor.send({ type: 'SUBMIT', account, errors: {} });
    actor.send({ type: 'CONFIRM', password: 'Start1234' });
    const failed = await waitFor(actor, settled);
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toBeNull();
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Start1234');
    actor.send({ type: 'CONFIRM', password: 'Start1234' });
    const closed = await waitFor(actor, settled);
    expect(closed.value).toBe('failed');
    expect(closed.context.error).toBe('claim_closed');
    expect(sent).toHaveLength(2);
  });

  it('Cancel on the password step goes back to the account as typed; a saved account can be changed again', async () => {
    const { actor } = start([saved]);
    actor.send({ type: 'SUBMIT', account, errors: {} });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.account).toEqual(account);
    actor.send({ type: 'SUBMIT', account, errors: {} });
    actor.send({ type: 'CONFIRM', password: 'Start1234' });
    await waitFor(actor, settled);
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it("a wrong password's message is gone after Cancel, after the save and on the failure warning", async () => {
    const wrong: SaveResult = { ok: false, errors: { password: ['wrong_password'] } };
    const { actor } = start([wrong, wrong, new Error('network'), wrong, saved]);
    actor.send({ type: 'SUBMIT', account, errors: {} });
    actor.send({ type: 'CONFIRM', password: 'Wrong1234' });
    expect((await waitFor(actor, settled)).context.errors).toEqual({ password: ['wrong_password'] });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context).toEqual({ account, errors: {}, error: null });

    actor.send({ type: 'SUBMIT', account, errors: {} });
    actor.send({ type: 'CONFIRM', password: 'Wrong1234' });
    expect((await waitFor(actor, settled)).context.errors).toEqual({ password: ['wrong_password'] });
    actor.send({ type: 'CONFIRM', password: 'Start1234' });
    const failed = await waitFor(actor, settled);
    expect(failed.value).toBe('failed');
    expect(failed.context).toEqual({ account, errors: {}, error: null });

    actor.send({ type: 'RETRY' });
    actor.send({ type: 'CONFIRM', password: 'Wrong1234' });
    expect((await waitFor(actor, settled)).context.errors).toEqual({ password: ['wrong_password'] });
    actor.send({ type: 'CONFIRM', password: 'Start1234' });
    const done = await waitFor(actor, settled);
    expect(done.value).toBe('saved');
    expect(done.context).toEqual({ account, errors: {}, error: null });
  });
});
