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
export const fieldErrors = (errors: Record<string, string[]>) => errors as FieldErrors;

/** A save: done (with what the server answered) or refused with field errors (422). */
export type Saved<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };
