import type { Contract } from '../../contract';
import { estimate } from '../domain/eu261';
import type { HandlerMap } from '../http-kit/handlers';
import { invalid } from './answers';

/** POST /estimate: public, no session; the rules of server/domain/eu261.ts. */
export const estimateHandlers: HandlerMap<Contract['estimate']> = {
  estimate: async ({ body }) => {
    const answer = estimate(body);
    return answer.ok ? { status: 200, body: answer.result } : invalid(answer.errors);
  },
};
