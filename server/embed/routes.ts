import type { Contract } from '../../contract';
import type { HandlerMap } from '../http-kit/handlers';
import { verifyEmbedToken } from './tokens';

/**
 * POST /iframe_token_check: true when the token's signature holds, it has not expired and, inside
 * an embedding, it names the same parent origin the iframe was opened for.
 */
export const embedHandlers: Pick<HandlerMap<Contract['settings']>, 'iframeTokenCheck'> = {
  iframeTokenCheck: async ({ body }, ctx) => {
    const claims = verifyEmbedToken(ctx.config.sessionSecret, body.token, ctx.now());
    const framed = ctx.request.embed;
    return { status: 200, body: claims !== null && (!framed || framed.origin === claims.origin) };
  },
};
