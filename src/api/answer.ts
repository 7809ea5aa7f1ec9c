import type { MessageCode } from '../../contract';

/**
 * An answer outside the ones the caller expects (the failed-request dialog has already shown for
 * a 5xx). The one place a status turns into an error.
 */
export class UnexpectedAnswer extends Error {
  override readonly name = 'UnexpectedAnswer';
  constructor(
    readonly call: string,
    readonly status: number,
  ) {
    super(`${call} answered ${status}`);
  }
}

/** Throws for an answer the checks before it did not expect (typed `never` by then). */
export function unexpected(call: string, res: unknown): never {
  throw new UnexpectedAnswer(call, (res as { status: number }).status);
}

/** The body of a 200 answer; any other answer is unexpected. */
export function body200<R extends { status: number; body: unknown }>(
  call: string,
  res: R,
): Extract<R, { status: 200 }>['body'] {
  if (res.status !== 200) unexpected(call, res);
  return res.body as Extract<R, { status: 200 }>['body'];
}

/** A 422 answer's field errors (`{field: [codes]}`, wildcards allowed), typed as message codes. */
export type FieldErrors = Record<string, MessageCode[]>;

/**
 * A refused request, whatever the call: the field errors of a 422 (shown next to their fields,
 * SPEC §5) and the message code of the answer (SPEC §8), when it has one. `M` widens the message
 * for refusals that happen before the server is asked (a passkey ceremony the browser refused).
 */
export type Refused<M extends string = MessageCode> = { errors: FieldErrors; message?: M };

/**
 * The one shape of a refusal in a result (the one place it is built). A refusal whose
 * answer says more than its message carries that more in `X` (a 409 naming what an edit would remove).
 */
export const refusal = <M extends string = MessageCode, X extends object = object>(
  refused: Refused<M> & X,
) => ({
  ok: false as const,
  refused,
});

/** What every call that can be refused answers: done with a value, or refused. */
export type Result<T, M extends string = MessageCode, X extends object = object> =
  { ok: true; value: T } | ReturnType<typeof refusal<M, X>>;

const isErrorMap = (value: unknown): value is FieldErrors =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Turns any non-2xx answer the caller expects into a refusal: the body's `errors` map and
 * `message` (absent parts stay empty). `message` names the refusal instead of the body's message
 * (for answers whose status says it all, e.g. 413 file_too_large).
 */
export function refuse<M extends string = MessageCode>(answer: { body?: unknown }, message?: M) {
  const body = (answer.body ?? {}) as { errors?: unknown; message?: unknown };
  const said = typeof body.message === 'string' && body.message !== '' ? (body.message as M) : undefined;
  const named = message ?? said;
  return refusal<M>({
    errors: isErrorMap(body.errors) ? body.errors : {},
    ...(named ? { message: named } : {}),
  });
}

/**
 * A refusal as one message (for a form that shows one): the first code of the first of `prefer`
 * fields that has one, else of any field, else the answer's message, else `fallback`.
 */
export function refusalMessage<M extends string = MessageCode>(
  refused: Refused<M>,
  { prefer = [], fallback = 'invalid_value' }: { prefer?: string[]; fallback?: MessageCode } = {},
): M | MessageCode {
  const lists = [...prefer.map((field) => refused.errors[field] ?? []), ...Object.values(refused.errors)];
  return lists.find((codes) => codes.length > 0)?.[0] ?? refused.message ?? fallback;
}
