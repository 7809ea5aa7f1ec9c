import { MAX_PLACE_MATCHES, type Contract } from '../../contract';
import { searchAirlines } from '../domain/airlines';
import { searchAirports } from '../domain/airports';
import { estimate } from '../domain/eu261';
import type { HandlerMap } from '../http-kit/handlers';
import { invalid } from './answers';

/** POST /estimate and GET /estimate/places: public, no session; the rules of server/domain/eu261.ts. */
export const estimateHandlers: HandlerMap<Contract['estimate']> = {
  estimate: async ({ body }) => {
    const answer = estimate(body);
    return answer.ok ? { status: 200, body: answer.result } : invalid(answer.errors);
  },
  places: async ({ query }) => ({
    status: 200,
    body:
      query.kind === 'airport'
        ? { kind: 'airport', matches: searchAirports(query.q, MAX_PLACE_MATCHES) }
        : { kind: 'airline', matches: searchAirlines(query.q, MAX_PLACE_MATCHES) },
  }),
};
