/**
 * The machines of the first path-test shard (ui-replay-1.test.ts); every other machine is in the
 * second, so a new machine is always replayed. About half the paths each.
 */
export const FIRST_SHARD = new Set([
  'session',
  'claim-transfer',
  'email-change',
  'alert-dialog',
  'loading-indicator',
  'password-form',
]);
