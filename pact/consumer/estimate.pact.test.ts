import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { EstimateRequest } from '../../contract';
import { placesQuery, requestEstimate } from '../../src/api/estimate';
import { refused } from '../../src/testing/api-fetch';
import { apiHeaders, interaction, jsonHeaders, newPact, runQuery, spaDataLayer, state } from './pact';

const { eachLike, integer, like, regex, string } = MatchersV3;

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

/** The booking's airports and airline as the answer names them (names: whatever the provider's data say). */
const FRA = {
  code: 'FRA',
  name: 'Frankfurt Main',
  city: 'Frankfurt',
  country: 'Germany',
  country_code: 'DE',
};
const JFK = {
  code: 'JFK',
  name: 'John F Kennedy International',
  city: 'New York',
  country: 'United States',
  country_code: 'US',
};
const LH = { code: 'LH', name: 'Lufthansa', country: 'Germany', country_code: 'DE' };

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
          places: {
            airports: [
              {
                code: 'FRA',
                name: like(FRA.name),
                city: like(FRA.city),
                country: 'Germany',
                country_code: 'DE',
              },
              {
                code: 'JFK',
                name: like(JFK.name),
                city: like(JFK.city),
                country: 'United States',
                country_code: 'US',
              },
            ],
            airlines: [{ code: 'LH', name: like(LH.name), country: 'Germany', country_code: 'DE' }],
          },
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await requestEstimate(LATE)).toEqual({
          ok: true,
          value: {
            amount_per_passenger: 30000,
            distance_km: 6188,
            steps: STEPS(6188),
            places: { airports: [FRA, JFK], airlines: [LH] },
          },
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

describe('GET /estimate/places (the airport and airline boxes of the calculator)', () => {
  const countryCode = regex('^[A-Z]{2}$', 'DE');
  it('finds airports by city: "Frankfurt" offers Frankfurt Main (FRA) first', () =>
    interaction(pact, state('the airport and airline data are loaded', {}))
      .uponReceiving('a search for airports named Frankfurt')
      .withRequest('GET', '/estimate/places', (req) =>
        req.headers(apiHeaders).query({ kind: 'airport', q: 'Frankfurt' }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          kind: 'airport',
          matches: eachLike(
            {
              code: 'FRA',
              name: like(FRA.name),
              city: 'Frankfurt',
              country: 'Germany',
              country_code: countryCode,
            },
            1,
          ),
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const found = await runQuery(placesQuery('airport', 'Frankfurt'));
        expect(found).toEqual({ kind: 'airport', matches: [FRA] });
      }));

  it('finds airlines by name: "Lufthansa" offers LH first', () =>
    interaction(pact, state('the airport and airline data are loaded', {}))
      .uponReceiving('a search for airlines named Lufthansa')
      .withRequest('GET', '/estimate/places', (req) =>
        req.headers(apiHeaders).query({ kind: 'airline', q: 'Lufthansa' }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          kind: 'airline',
          matches: eachLike(
            { code: 'LH', name: like('Lufthansa'), country: 'Germany', country_code: countryCode },
            1,
          ),
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const found = await runQuery(placesQuery('airline', 'Lufthansa'));
        expect(found).toEqual({ kind: 'airline', matches: [LH] });
      }));
});
