import { z } from 'zod';
import type { MessageCode } from './messages';

/** Headers every API call carries (SPEC §7, DESIGN §7). */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'csrf_token';
export const SESSION_COOKIE = 'sid';
/** In production the cookies carry this prefix (`__Host-sid`, `__Host-csrf_token`): Secure, Path=/, no Domain. */
export const HOST_COOKIE_PREFIX = '__Host-';
export const REQUESTED_WITH_HEADER = 'x-requested-with';
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest';

/** Body of every 4xx/5xx answer that is not a validation error; `message` is a MessageCode. */
export const ErrorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * 422: `errors` maps a field path to its messages; a path may hold wildcards
 * (`passengers.*.email`) that match any array index.
 */
export const ValidationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof ValidationErrorBody>;

/**
 * Who may call a route: anyone, a signed-in user, or an admin (not while viewing as a customer).
 * Every route declares it as `metadata: { access: … } as const`; the server enforces it (401, 403).
 */
export type Access = 'public' | 'session' | 'admin';
export type RouteMetadata = { readonly access: Access };

/** Error answers shared by every route that needs a session. */
export const authErrors = {
  401: ErrorBody,
  403: ErrorBody,
} as const;

const recordErrors = {
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  422: ValidationErrorBody,
} as const;

/**
 * The answers of a signed-in request for a record named in its path or body: `responses` plus
 * no session (401), not allowed (403), no such record (or, for a customer, not theirs: 404) and
 * invalid input (422). A function, not a spread: TypeScript types the numeric keys of a spread
 * object as strings, which ts-rest does not read as statuses.
 */
export const recordResponses = <T extends Record<number, unknown>>(responses: T) =>
  ({ ...recordErrors, ...responses }) as typeof recordErrors & T;

export const Empty = z.object({}).strict();
export const Ok = z.object({ success: z.literal(true) });

/** ISO 8601 timestamp with offset. */
export const Timestamp = z.string().datetime({ offset: true });
/** Calendar date, YYYY-MM-DD. */
export const DateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Money in integer euro cents (DESIGN §4). */
export const Cents = z.number().int();

/** The largest PostgreSQL `integer` (int4): no id, page or count the API takes may exceed it. */
export const MAX_INT4 = 2_147_483_647;
const positiveInt4 = (n: z.ZodNumber) => n.int().min(1).max(MAX_INT4);
/** A stored row's id: a positive int4, in a body or an answer. */
export const Id = positiveInt4(z.number());
/** The same id in a path (`/notifications/:id/…`), where it arrives as text. */
export const IdParam = positiveInt4(z.coerce.number());
/** The path parameters of a call on one claim (`/claims/:claim_id/…`). */
export const ClaimParams = z.object({ claim_id: IdParam });
/** …and on one of its passengers (`…/:passenger_id`). */
export const ClaimPassengerParams = z.object({ claim_id: IdParam, passenger_id: IdParam });
/** A page number (1-based), bounded like an id. */
export const PageNumber = positiveInt4(z.number());
/** The same page number in a query string (`?page=2`), where it arrives as text. */
export const PageParam = positiveInt4(z.coerce.number());

/** The code (a zod issue message, see messageCodeOf) of text holding a NUL, which PostgreSQL cannot store. */
const INVALID_CHARACTER: MessageCode = 'invalid_character';
const WITHOUT_NUL = new RegExp(`^[^${String.fromCharCode(0)}]*$`);
/**
 * Text the API accepts: at most `max` characters and no NUL. Every string of a request is one
 * (chain `.trim()`, `.email()`, `.min()`… as needed).
 */
export const Text = (max: number) => z.string().max(max).regex(WITHOUT_NUL, INVALID_CHARACTER);
/** A name or similar: Text that is not blank; stored trimmed (blank answers `required`). */
export const NonBlank = (max: number) => Text(max).trim().min(1);
/** An e-mail address as typed: trimmed, at most 254 characters. */
export const EmailInput = Text(254).trim().email();
