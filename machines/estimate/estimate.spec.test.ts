/**
 * Scenarios of the requirements ("the same result through the API and the page"; refusals with message codes;
 * the calculator machine), written from the requirements, not from the machine.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EstimateRequest, EstimateResult } from '../../contract';
import { estimateMachine, type CalculateResult } from './estimate.machine';

const request: EstimateRequest = {
  legs: [{ departure_airport: 'FRA', arrival_airport: 'JFK', carrier: 'LH' }],
  disruption: 'delay',
  arrival_delay_minutes: 300,
};
const value: EstimateResult = {
  amount_per_passenger: 60000,
  distance_km: 6188,
  steps: [{ code: 'amount', values: { band: 'long', amount: 60000 }, sources: ['art7_1_c'] }],
  places: { airports: [], airlines: [] },
};

function start(answers: (() => Promise<CalculateResult>)[]) {
  const sent: EstimateRequest[] = [];
  const actor = createActor(
    estimateMachine.provide({
      actors: {
        calculate: fromPromise<CalculateResult, EstimateRequest>(async ({ input }) => {
          sent.push(input);
          const next = answers.shift();
          if (!next) throw new Error('no more answers');
          return next();
        }),
      },
    }),
  ).start();
  return { actor, sent };
}
const settled = (s: { value: unknown }) => s.value !== 'calculating';

describe('the EU 261 calculator', () => {
  it('shows what the API answers, for the facts sent, and nothing before', async () => {
    const { actor, sent } = start([async () => ({ ok: true, value })]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(sent).toEqual([]);
    actor.send({ type: 'SUBMIT', request });
    const s = await waitFor(actor, settled);
    expect(sent).toEqual([request]);
    expect(s.value).toBe('answered');
    expect(s.context.result).toEqual(value);
  });

  it('a refusal keeps its field errors and no stale result; corrected facts are answered', async () => {
    const { actor } = start([
      async () => ({ ok: true, value }),
      async () => ({ ok: false, errors: { 'legs.0.carrier': ['unknown_carrier'] } }),
      async () => ({ ok: true, value }),
    ]);
    actor.send({ type: 'SUBMIT', request });
    await waitFor(actor, settled);
    actor.send({ type: 'SUBMIT', request: { ...request, legs: [{ ...request.legs[0]!, carrier: 'Q0' }] } });
    const refused = await waitFor(actor, settled);
    expect(refused.value).toBe('refused');
    expect(refused.context).toMatchObject({
      result: null,
      errors: { 'legs.0.carrier': ['unknown_carrier'] },
    });
    actor.send({ type: 'SUBMIT', request });
    const answered = await waitFor(actor, settled);
    expect(answered.value).toBe('answered');
    expect(answered.context.errors).toEqual({});
  });

  it('without an answer the same facts can be sent again', async () => {
    const { actor, sent } = start([
      async () => Promise.reject(new Error('offline')),
      async () => ({ ok: true, value }),
    ]);
    actor.send({ type: 'SUBMIT', request });
    expect((await waitFor(actor, settled)).value).toBe('failed');
    actor.send({ type: 'RETRY' });
    expect((await waitFor(actor, settled)).value).toBe('answered');
    expect(sent).toEqual([request, request]);
  });
});
