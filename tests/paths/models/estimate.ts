import { defineModel, done, failed } from '../toolkit';
import { estimateMachine, type CalculateResult } from '../../../machines/estimate/estimate.machine';

const result = (r: CalculateResult) => r;

/** Munich–Barcelona (1,095 km), 5 hours late at the door: €250 (Art. 7(1)(a), Sturgeon). */
export const LATE_MUC_BCN = {
  legs: [{ departure_airport: 'MUC', arrival_airport: 'BCN', carrier: 'LH' }],
  disruption: 'delay' as const,
  arrival_delay_minutes: 300,
};
/** The same flight on an airline nobody knows: refused at the carrier. */
export const UNKNOWN_AIRLINE = { ...LATE_MUC_BCN, legs: [{ ...LATE_MUC_BCN.legs[0]!, carrier: 'Q0' }] };

/** Event samples for path generation (the UI replay sends them to the real server). */
export const estimateModel = defineModel({
  name: 'estimate',
  machine: estimateMachine,
  samples: {
    SUBMIT: [
      {
        label: 'a 5-hour delay, Munich–Barcelona',
        event: { type: 'SUBMIT', request: LATE_MUC_BCN },
        then: ['estimate answered', 'no answer'],
      },
      {
        label: 'an unknown airline',
        event: { type: 'SUBMIT', request: UNKNOWN_AIRLINE },
        then: ['facts refused'],
      },
    ],
    RETRY: [{ label: 'retry', event: { type: 'RETRY' } }],
    'xstate.done.actor.calculate': [
      done(
        'calculate',
        'estimate answered',
        result({
          ok: true,
          value: {
            amount_per_passenger: 25000,
            distance_km: 1095,
            steps: [
              {
                code: 'scope_departure',
                values: { airport: 'MUC', country: 'Germany' },
                sources: ['art3_1_a'],
              },
            ],
            places: { airports: [], airlines: [] },
          },
        }),
      ),
      done(
        'calculate',
        'facts refused',
        result({ ok: false, errors: { 'legs.0.carrier': ['unknown_carrier'] } }),
      ),
    ],
    'xstate.error.actor.calculate': [failed('calculate', 'no answer')],
  },
});
