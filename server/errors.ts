import type { MessageCode } from '../contract';

/** An answer with a status and a MessageCode body, thrown from anywhere in a request. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageCode,
  ) {
    super(code);
  }
}
