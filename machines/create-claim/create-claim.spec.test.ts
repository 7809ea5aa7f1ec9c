/**
 * SPEC scenarios (§2 /new_contract/:scope?, §5 422 field errors, §8 'HTTP 422 field errors display
 * next to the field'), written from the SPEC, not from the machine.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import type { NewClaimInput, Scope } from '../../contract';
import { createClaimMachine, type ClaimDetails, type SubmitResult } from './create-claim.machine';

const flight = {
  airline: 'Lufthansa',
  airline_code: 'LH',
  flight_number: 'LH1832',
  flight_date: '2026-08-14',
  departure_airport: 'MUC',
  arrival_airport: 'BCN',
};
const passengers = [{ first_name: 'Julia', last_name: 'Becker', email: 'julia@example.com' }];

/**
 * Fills in every step and sends the claim (a ticket refund of 320 unless told otherwise). Each submit
 * takes the next answer (an Error: the request got no answer); the last answer repeats.
 */
function fillIn(
  answers: SubmitResult | (SubmitResult | Error)[],
  { scope = 'ticket_refund', details = { amount: 320 } }: { scope?: Scope; details?: ClaimDetails } = {},
) {
  const queue = Array.isArray(answers) ? [...answers] : [answers];
  const sent: NewClaimInput[] = [];
  const actor = createActor(
    createClaimMachine.provide({
      actors: {
        submitClaim: fromPromise<SubmitResult, NewClaimInput>(async ({ input }) => {
          sent.push(input);
          const next = queue.length > 1 ? queue.shift()! : queue[0]!;
          if (next instanceof Error) throw next;
          return next;
        }),
      },
    }),
  );
  // A machine that stops on an error shows it in its snapshot (status 'error').
  actor.subscribe({ error: () => {} });
  actor.start();
  actor.send({ type: 'CHOOSE_SCOPE', scope });
  actor.send({ type: 'SUBMIT_FLIGHT', flight });
  actor.send({ type: 'SUBMIT_PASSENGERS', passengers });
  actor.send({ type: 'SUBMIT_DETAILS', details });
  actor.send({ type: 'CONFIRM' });
  return { actor, sent };
}

const settled = (s: SnapshotFrom<typeof createClaimMachine>) => s.value !== 'submitting';

describe('create claim (SPEC §2, §5, §8)', () => {
  it('a new contract of the chosen scope is sent with everything entered', async () => {
    const { actor, sent } = fillIn({ ok: true, claim: { id: 11, scope: 'ticket_refund' } });
    const s = await waitFor(actor, settled);
    expect(sent).toEqual([{ scope: 'ticket_refund', flight, passengers, amount: 320 }]);
    expect(s.status).toBe('done');
    expect(s.context.created).toEqual({ id: 11, scope: 'ticket_refund' });
  });

  it("'HTTP 422 field errors display next to the field', and nothing entered is lost", async () => {
    const errors = { 'claim.flight.flight_number': ['invalid_value'] };
    const { actor } = fillIn({ ok: false, errors });
    const s = await waitFor(actor, settled);
    expect(s.status).toBe('active');
    expect(s.context.errors).toEqual(errors);
    // The flight step (where the field is) is the one shown, with every value kept.
    expect(s.value).toBe('flight');
    expect(s.context).toMatchObject({ scope: 'ticket_refund', flight, passengers, details: { amount: 320 } });
  });

  it("a luggage_refund contract is sent with the invoice amount and the policy number (§3 'policy number', 'invoice amount')", async () => {
    const { actor, sent } = fillIn(
      { ok: true, claim: { id: 12, scope: 'luggage_refund' } },
      { scope: 'luggage_refund', details: { amount: 18940, policy_number: 'POL-4711' } },
    );
    const s = await waitFor(actor, settled);
    expect(sent).toStrictEqual([
      { scope: 'luggage_refund', flight, passengers, amount: 18940, policy_number: 'POL-4711' },
    ]);
    expect(s.context.created).toEqual({ id: 12, scope: 'luggage_refund' });
  });

  it('a fairplane (flight problem) contract is sent with the disruption and only the facts told', async () => {
    const { actor, sent } = fillIn(
      { ok: true, claim: { id: 13, scope: 'fairplane' } },
      { scope: 'fairplane', details: { disruption: 'delay', delay_hours: 4 } },
    );
    await waitFor(actor, settled);
    // Strict: a fact not told is absent, not sent as undefined.
    expect(sent).toStrictEqual([
      { scope: 'fairplane', flight, passengers, disruption: 'delay', delay_hours: 4 },
    ]);
  });

  it('the IBAN given is sent with the contract', async () => {
    const { actor, sent } = fillIn(
      { ok: true, claim: { id: 14, scope: 'ticket_refund' } },
      { details: { amount: 320, iban: 'DE89370400440532013000' } },
    );
    await waitFor(actor, settled);
    expect(sent).toStrictEqual([
      { scope: 'ticket_refund', flight, passengers, amount: 320, iban: 'DE89370400440532013000' },
    ]);
  });

  it.each([
    ['ticket_refund', { scope: 'ticket_refund', flight, passengers, amount: 320 }],
    ['fairplane', { scope: 'fairplane', flight, passengers, disruption: 'delay', delay_hours: 4 }],
  ] as const)(
    'a %s contract carries only the fields of its scope, whatever else the details step holds',
    async (scope, expected) => {
      const details: ClaimDetails = {
        amount: 320,
        policy_number: 'POL-4711',
        disruption: 'delay',
        delay_hours: 4,
      };
      const { actor, sent } = fillIn({ ok: true, claim: { id: 15, scope } }, { scope, details });
      await waitFor(actor, settled);
      expect(sent).toStrictEqual([expected]);
    },
  );

  it.each<[string, Scope, ClaimDetails]>([
    ['a ticket_refund without the ticket price', 'ticket_refund', {}],
    ['a luggage_refund without the invoice amount', 'luggage_refund', { policy_number: 'POL-4711' }],
    ['a luggage_refund without the policy number', 'luggage_refund', { amount: 18940 }],
    ['a luggage_refund with a blank policy number', 'luggage_refund', { amount: 18940, policy_number: '' }],
    ['a fairplane contract without the disruption', 'fairplane', { amount: 320, policy_number: 'POL-4711' }],
  ])('%s is never sent', async (_what, scope, details) => {
    const { actor, sent } = fillIn({ ok: true, claim: { id: 16, scope } }, { scope, details });
    const s = await waitFor(actor, (x) => x.status !== 'active' || settled(x));
    expect(sent).toEqual([]);
    expect(s.context.created).toBeNull();
  });

  it('422 field errors on several steps: the first of those steps is shown, with all the errors', async () => {
    const errors = {
      'claim.flight.flight_number': ['invalid_value'],
      'claim.passengers.0.email': ['wrong_email'],
    };
    const { actor } = fillIn({ ok: false, errors });
    const s = await waitFor(actor, settled);
    expect(s.value).toBe('flight');
    expect(s.context.errors).toEqual(errors);
  });

  it("a new submit drops the last attempt's field errors and failure notice", async () => {
    const { actor, sent } = fillIn([
      { ok: false, errors: { 'claim.amount': ['required'] } },
      new Error('network down'),
      { ok: false, errors: { 'claim.flight.flight_number': ['invalid_value'] } },
    ]);
    const refused = await waitFor(actor, settled);
    expect(refused.value).toBe('details');
    actor.send({ type: 'SUBMIT_DETAILS', details: { amount: 320 } });
    actor.send({ type: 'CONFIRM' });
    // 'Any failed request': back on the summary with the notice; the old field error is gone.
    const failed = await waitFor(actor, settled);
    expect(failed.value).toBe('summary');
    expect(failed.context.failed).toBe(true);
    expect(failed.context.errors).toEqual({});
    actor.send({ type: 'CONFIRM' });
    const answered = await waitFor(actor, settled);
    expect(answered.value).toBe('flight');
    expect(answered.context.failed).toBe(false);
    expect(answered.context.errors).toEqual({ 'claim.flight.flight_number': ['invalid_value'] });
    expect(sent).toHaveLength(3);
  });
});
