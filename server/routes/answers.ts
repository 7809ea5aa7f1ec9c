/** The answers handlers share (bodies of the contract's ErrorBody and ValidationErrorBody). */
export const ok = { status: 200, body: { success: true } } as const;
export const notFound = { status: 404, body: { message: 'not_found' } } as const;
export const linkExpired = { status: 410, body: { message: 'link_expired' } } as const;
export const invalid = (errors: Record<string, string[]>) =>
  ({ status: 422, body: { message: 'validation_failed', errors } }) as const;
