import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENT } from './notification';

describe('the realtime socket', () => {
  it('pushes a new notification as the event every client and server listens for', () => {
    expect(NOTIFICATION_EVENT).toBe('notification');
  });
});
