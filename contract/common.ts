import { z } from 'zod';

/** Headers every API call carries (SPEC §7, DESIGN §7). */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'csrf_token';
export const SESSION_COOKIE = 'sid';
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

export const Empty = z.object({}).strict();
export const Ok = z.object({ success: z.literal(true) });

/** ISO 8601 timestamp with offset. */
export const Timestamp = z.string().datetime({ offset: true });
/** Calendar date, YYYY-MM-DD. */
export const DateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Money in integer euro cents (DESIGN §4). */
export const Cents = z.number().int();
