import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { EstimateRequest } from '../../contract';
import { requestEstimate } from '../../src/api/estimate';
import { refused } from '../../src/testing/api-fetch';
import { interaction, jsonHeaders, newPact, spaDataLayer, state } from './pact';

const { integer, string } = MatchersV3;

const pact = newPact();

/** Frankfurt–New York on Lufthansa, 3 h 30 min late at the door: Art. 7(1)(c) €600, halved by Art. 7(2)(c) (Sturgeon). */
const FRA_JFK = { departure_airport: 'FRA', arrival_airport: 'JFK', carrier: 'LH' };
const LATE: EstimateRequest = {
  legs: [FRA_JFK],
  disruption: 'delay',
  arrival_delay_minutes: 210,
};

/**
 * The reasoning of that case, step by step, as Regulation (EC) 261/2004 and the Court of Justice
 * give it: departure in the EU (Art. 3(1)(a)); the delay at the final destination, door open
 * (Folkerts, Germanwings), 3 h or more (Sturgeon); no reason named (Art. 5(3)); the great-circle
 * distance (Art. 7(4)); over 3,500 km outside the EU, €600 (Art. 7(1)(c)); within 4 h, halved
 * (Art. 7(2), Sturgeon). The distance is whatever the provider's airport data measure.
 */
const STEPS = <K>(km: K) => [
  { code: 'scope_departure', values: { airport: 'FRA', country: 'Germany' }, sources: ['art3_1_a'] },
  {
    code: 'delay_final_arrival',
    values: { minutes: 210, airport: 'JFK' },
    sources: ['folkerts', 'germanwings'],
  },
  { code: 'delay_3h_or_more', values: { minutes: 210 }, sources: ['sturgeon'] },
  { code: 'reason_none', values: {}, sources: ['art5_3'] },
  { code: 'distance', values: { from: 'FRA', to: 'JFK', km, within_region: false }, sources: ['art7_4'] },
  { code: 'amount', values: { band: 'long', amount: 60000 }, sources: ['art7_1_c'] },
  {
    code: 'reduction_delay',
    values: { minutes: 210, limit_minutes: 240, amount: 30000 },
    sources: ['art7_2', 'sturgeon'],
  },
];

describe('POST /estimate (public EU 261 calculator)', () => {
  it('answers the amount per passenger and each reasoning step with its sources', () =>
    interaction(pact, state('nobody is signed in', {}))
      .uponReceiving('an EU 261 estimate of a long-haul delay of 3.5 hours')
      .withRequest('POST', '/estimate', (req) => req.headers(jsonHeaders).jsonBody(LATE))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          amount_per_passenger: 30000,
          distance_km: integer(6188),
          steps: STEPS(integer(6188)),
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await requestEstimate(LATE)).toEqual({
          ok: true,
          value: { amount_per_passenger: 30000, distance_km: 6188, steps: STEPS(6188) },
        });
      }));

  it('refuses an unknown airline with the field and its message code', () =>
    interaction(pact, state('nobody is signed in', {}))
      .uponReceiving('an EU 261 estimate naming an airline nobody knows')
      .withRequest('POST', '/estimate', (req) =>
        req.headers(jsonHeaders).jsonBody({ ...LATE, legs: [{ ...FRA_JFK, carrier: 'Q0' }] }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({
          message: string('validation_failed'),
          errors: { 'legs.0.carrier': ['unknown_carrier'] },
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await requestEstimate({ ...LATE, legs: [{ ...FRA_JFK, carrier: 'Q0' }] })).toEqual(
          refused('validation_failed', { 'legs.0.carrier': ['unknown_carrier'] }),
        );
      }));
});
