import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectUnexpected, stubFetch } from '../testing/api-fetch';
import { NEXT_CURSOR_HEADER, NOTIFICATION_PAGE_SIZE } from '../../contract';
import {
  fetchNotificationPage,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  pushedNotification,
} from './notifications';

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('notifications (SPEC §4)', () => {
  const NOTE = {
    id: 9,
    priority: 'high',
    subject: 'Payout',
    content: 'Your payout is on its way',
    read_at: null,
    created_at: '2026-11-20T10:00:00+01:00',
    properties: { actions: [] },
  };

  it('lists a page at a time, counts the unread ones, marks one or all read', async () => {
    api.answer(200, [NOTE], { [NEXT_CURSOR_HEADER]: 'cursor-1' });
    expect(await fetchNotificationPage()).toEqual({ items: [NOTE], next: 'cursor-1' });
    expect(api.sent(0)).toMatchObject({
      url: `/notifications?limit=${NOTIFICATION_PAGE_SIZE}`,
      method: 'GET',
    });
    api.answer(200, []);
    expect(await fetchNotificationPage('cursor-1')).toEqual({ items: [], next: null });
    expect(api.sent(1).url).toBe(`/notifications?limit=${NOTIFICATION_PAGE_SIZE}&before=cursor-1`);
    api.answer(200, { count: 3 });
    expect(await fetchUnreadCount()).toBe(3);
    expect(api.sent(2)).toMatchObject({ url: '/notifications/unread_count', method: 'GET' });
    api.answer(200, { ...NOTE, read_at: '2026-11-21T10:00:00+01:00' });
    expect(await markNotificationRead(9)).toMatchObject({ id: 9, read_at: '2026-11-21T10:00:00+01:00' });
    expect(api.sent(3)).toMatchObject({ url: '/notifications/9/mark_read', method: 'POST' });
    api.answer(200, { success: true });
    await expect(markAllNotificationsRead()).resolves.toBeUndefined();
    expect(api.sent(4)).toMatchObject({ url: '/notifications/mark_all_read', method: 'POST' });
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(fetchNotificationPage(), 'GET', 403);
    await expectUnexpected(fetchUnreadCount(), 'GET', 403);
    await expectUnexpected(markNotificationRead(9), 'POST', 403);
    await expectUnexpected(markAllNotificationsRead(), 'POST', 403);
  });

  it('takes a pushed payload only when it is a notification', () => {
    expect(pushedNotification(NOTE)).toEqual(NOTE);
    expect(pushedNotification({ ...NOTE, priority: 'urgent' })).toBeNull();
    expect(pushedNotification({ id: 'x' })).toBeNull();
    expect(pushedNotification(null)).toBeNull();
  });
});
