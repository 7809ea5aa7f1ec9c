import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

const SEGMENT = '[^/?#\\s"\']+';
const REDACTED = '[redacted]';

/** Paths whose segments after the name are one-time tokens; [name, token segments, kept first]. */
const TOKEN_PATHS: [RegExp, string][] = [
  // Reset: /password_reset/{id}/{token} (the id stays readable).
  [new RegExp(`(/password_reset/${SEGMENT}/)${SEGMENT}`, 'g'), `$1${REDACTED}`],
  [new RegExp(`(/transfer_claim/)${SEGMENT}/${SEGMENT}`, 'g'), `$1${REDACTED}/${REDACTED}`],
  [
    new RegExp(
      `(/(?:two_factor_auth|login/link|activate|activation|email_change|sign|signature)/)(?!confirm\\b)${SEGMENT}`,
      'g',
    ),
    `$1${REDACTED}`,
  ],
];

/** Query parameters that may carry a secret: any name containing one of these words. */
const SECRET_PARAM = /([?&][^=&#\s"']*(?:token|code|secret|key|password|sig)[^=&#\s"']*=)[^&#\s"']*/gi;
/** What every pattern above needs somewhere in the text: without it there is nothing to redact. */
const MAY_CARRY_TOKEN =
  /password_reset\/|transfer_claim\/|two_factor_auth\/|login\/link\/|activate\/|activation\/|email_change\/|[?&]/;

/** Replaces every one-time token in a URL, or in a text that contains URLs, with [redacted]. */
export function redactTokens(text: string): string {
  if (!MAY_CARRY_TOKEN.test(text)) return text;
  let out = text;
  for (const [pattern, replacement] of TOKEN_PATHS) out = out.replace(pattern, replacement);
  return out.replace(SECRET_PARAM, `$1${REDACTED}`);
}

/**
 * Fastify's logger options: the level, request lines with redacted URLs, and every logged text
 * (e.g. "Route GET:/… not found") redacted too. `stream` is for tests that read the log.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactTokens(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? redactTokens(a) : a)),
        );
      },
    },
  };
}

/**
 * One line per request, when it is answered: the request (method, redacted URL, client), status
 * and time. Fastify's own arrival line is left out (half the log writes of the hot path).
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
