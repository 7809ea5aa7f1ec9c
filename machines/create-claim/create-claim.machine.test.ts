import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { NewClaimInput } from '../../contract';
import { computeCoverage, generatePaths, replayPath, uncovered } from '../../tests/paths/toolkit';
import { createClaimMachine, type SubmitResult } from './create-claim.machine';
import { createClaimModel, SAMPLE_FLIGHT } from '../../tests/paths/models/create-claim';

const paths = generatePaths(createClaimModel);

describe('create-claim machine: generated paths', () => {
  it.each(paths.map((path) => [path.id, path]))('%s replays against the machine', async (_id, path) => {
    await replayPath(createClaimMachine, path);
  });

  it('cover every state and transition', () => {
    const coverage = computeCoverage(createClaimModel, paths);
    expect(uncovered(coverage.states)).toEqual([]);
    expect(uncovered(coverage.transitions)).toEqual([]);
  });

  it('send the collected claim to submitClaim', async () => {
    const path = paths.find((p) => p.steps.some((s) => s.label === 'claim saved'));
    const { calls } = await replayPath(createClaimMachine, path!);
    expect(calls.find((c) => c.actor === 'submitClaim')?.input).toEqual({
      scope: 'fairplane',
      flight: SAMPLE_FLIGHT,
      passengers: [{ first_name: 'Julia', last_name: 'Becker', email: 'demo@example.com' }],
      disruption: 'delay',
      delay_hours: 4,
    });
  });
});

describe('create-claim machine', () => {
  const run = (answer: SubmitResult) =>
    createActor(
      createClaimMachine.provide({
        actors: { submitClaim: fromPromise<SubmitResult, NewClaimInput>(async () => answer) },
      }),
    ).start();

  it('starts by choosing a scope', () => {
    const actor = run({ ok: true, claim: { id: 1, scope: 'ticket_refund' } });
    expect(actor.getSnapshot().value).toBe('scope');
    actor.send({ type: 'CHOOSE_SCOPE', scope: 'ticket_refund' });
    expect(actor.getSnapshot().value).toBe('flight');
  });

  it('returns to the failing step with every value kept after a 422', async () => {
    const actor = run({ ok: false, errors: { 'claim.flight.arrival_airport': ['invalid_value'] } });
    actor.send({ type: 'CHOOSE_SCOPE', scope: 'ticket_refund' });
    actor.send({ type: 'SUBMIT_FLIGHT', flight: SAMPLE_FLIGHT });
    actor.send({ type: 'SUBMIT_PASSENGERS', passengers: [{ first_name: 'A', last_name: 'B', email: null }] });
    actor.send({ type: 'SUBMIT_DETAILS', details: { amount: 18940 } });
    actor.send({ type: 'CONFIRM' });
    const s = await waitFor(actor, (x) => x.matches('flight'));
    expect(s.context).toMatchObject({
      flight: SAMPLE_FLIGHT,
      details: { amount: 18940 },
      errors: { 'claim.flight.arrival_airport': ['invalid_value'] },
    });
  });

  it('sends the connecting flights and the estimate facts; a refused connecting flight returns to the flight step', async () => {
    const inputs: NewClaimInput[] = [];
    const actor = createActor(
      createClaimMachine.provide({
        actors: {
          submitClaim: fromPromise<SubmitResult, NewClaimInput>(async ({ input }) => {
            inputs.push(input);
            return {
              ok: false,
              errors: { 'claim.connecting_flights.0.departure_airport': ['legs_not_connected'] },
            };
          }),
        },
      }),
    ).start();
    const onward = {
      ...SAMPLE_FLIGHT,
      flight_number: 'LH1790',
      departure_airport: 'BCN',
      arrival_airport: 'LIS',
    };
    actor.send({ type: 'CHOOSE_SCOPE', scope: 'fairplane' });
    actor.send({ type: 'SUBMIT_FLIGHT', flight: SAMPLE_FLIGHT, connecting_flights: [onward] });
    actor.send({ type: 'SUBMIT_PASSENGERS', passengers: [{ first_name: 'A', last_name: 'B', email: null }] });
    const details = {
      disruption: 'cancellation',
      notice_days: 3,
      rerouting: null,
      reason: 'weather',
      disrupted_leg: 1,
    } as const;
    actor.send({ type: 'SUBMIT_DETAILS', details });
    actor.send({ type: 'CONFIRM' });
    const s = await waitFor(actor, (x) => x.matches('flight'), { timeout: 5000 });
    expect(inputs[0]).toEqual({
      scope: 'fairplane',
      flight: SAMPLE_FLIGHT,
      connecting_flights: [onward],
      passengers: [{ first_name: 'A', last_name: 'B', email: null }],
      ...details,
    });
    expect(s.context.connectingFlights).toEqual([onward]);
  });
});
