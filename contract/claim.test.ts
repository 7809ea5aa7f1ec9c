import { describe, expect, it } from 'vitest';
import { ACTIVE_STATUSES, CLOSED_STATUSES, isClaimActive } from './claim';

describe('isClaimActive', () => {
  it('is true until the claim is paid out, rejected or withdrawn', () => {
    for (const status of ACTIVE_STATUSES) expect(isClaimActive(status), status).toBe(true);
    for (const status of ['paid_out', 'rejected', 'withdrawn'] as const)
      expect(isClaimActive(status), status).toBe(false);
    expect(CLOSED_STATUSES).toEqual(['paid_out', 'rejected', 'withdrawn']);
  });
});
