/**
 * SPEC scenarios (§2 /new_contract/:scope?, §5 422 field errors, §8 'HTTP 422 field errors display
 * next to the field'), written from the SPEC, not from the machine.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import type { NewClaimInput } from '../../contract';
import { createClaimMachine, type SubmitResult } from './create-claim.machine';

const flight = {
  airline: 'Lufthansa',
  airline_code: 'LH',
  flight_number: 'LH1832',
  flight_date: '2026-08-14',
  departure_airport: 'MUC',
  arrival_airport: 'BCN',
};
const passengers = [{ first_name: 'Julia', last_name: 'Becker', email: 'julia@example.com' }];

function fillIn(answer: SubmitResult) {
  const sent: NewClaimInput[] = [];
  const actor = createActor(
    createClaimMachine.provide({
      actors: {
        submitClaim: fromPromise<SubmitResult, NewClaimInput>(async ({ input }) => {
          sent.push(input);
          return answer;
        }),
      },
    }),
  ).start();
  actor.send({ type: 'CHOOSE_SCOPE', scope: 'ticket_refund' });
  actor.send({ type: 'SUBMIT_FLIGHT', flight });
  actor.send({ type: 'SUBMIT_PASSENGERS', passengers });
  actor.send({ type: 'SUBMIT_DETAILS', details: { amount: 320 } });
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
});
