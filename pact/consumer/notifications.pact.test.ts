import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import { UnexpectedAnswer } from '../../src/api/answer';
import { setApiHandlers } from '../../src/api/client';
import { encodeKeysetCursor, NEXT_CURSOR_HEADER, NOTIFICATION_PAGE_SIZE } from '../../contract';
import {
  fetchNotificationPage,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../src/api/notifications';
import { apiHeaders, interaction, newPact, spaDataLayer, state } from './pact';

const { eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const DEMO = { email: 'demo@example.com', password: 'Demo1234', language: 'en_GB' } as const;
const user = state('a user exists', DEMO);
const signedIn = state('the user is signed in', { email: DEMO.email, password: DEMO.password });
/** The example id: the provider picks the real one and answers it (`notificationId`, fromProviderState). */
const ID = 9101;
const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const note = (id: number, priority: 'high' | 'medium', read: boolean) =>
  state('the user has a notification', { email: DEMO.email, priority, subject: `Notice ${id}`, read });

/** What the bell, the list and the realtime presenter read. */
const body = (id: number, priority: 'high' | 'medium', read: boolean) => ({
  id: integer(id),
  priority,
  subject: string(`Notice ${id}`),
  content: string('Please check your claim.'),
  read_at: read ? regex(ISO, '2026-01-01T10:00:00.000Z') : nullValue(),
  created_at: regex(ISO, '2026-01-01T09:00:00.000Z'),
  properties:
    priority === 'high'
      ? { actions: eachLike({ label: string('Open'), url: string('/active_contracts') }) }
      : {},
});

const pact = newPact();

/** The first page's query: the SPA always asks for a page. */
const FIRST_PAGE = { limit: String(NOTIFICATION_PAGE_SIZE) };
/** A keyset cursor as the provider makes it (opaque; base64url). */
const CURSOR = '^[A-Za-z0-9_-]{1,96}$';
/** The example cursor: just after "Notice 20" (the provider answers its own as `notificationsCursor`). */
const AFTER_20 = encodeKeysetCursor({ created_at: '2026-01-01T08:41:00.000000Z', id: 20 });
/** 25 unread notifications: 20 on the first page, 5 on the next. */
const many = state('the user has notifications at one-minute steps', {
  email: DEMO.email,
  count: 25,
  unread: 25,
});
const pageItem = (n: number, read: boolean) => ({
  id: integer(n),
  priority: 'medium',
  subject: string(`Notice ${n}`),
  content: string('Please check your claim.'),
  read_at: read ? regex(ISO, '2026-01-01T09:00:00.000Z') : nullValue(),
  created_at: regex(ISO, '2026-01-01T09:00:00.000Z'),
  properties: {},
});

describe('GET /notifications', () => {
  it("lists the first page of the user's notifications, unread with an empty read_at", () =>
    interaction(pact, user, note(ID, 'high', false), signedIn)
      .uponReceiving('the first page of notifications')
      .withRequest('GET', '/notifications', (req) => req.headers(apiHeaders).query(FIRST_PAGE))
      .willRespondWith(200, (res) => res.jsonBody(eachLike(body(ID, 'high', false))))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const { items, next } = await fetchNotificationPage();
        expect(items[0]).toMatchObject({ id: ID, priority: 'high', read_at: null });
        expect(items[0]?.properties.actions?.[0]).toEqual({ label: 'Open', url: '/active_contracts' });
        // One notification: the list ends here (no X-Next-Cursor).
        expect(next).toBeNull();
      }));

  it('names the next page in X-Next-Cursor when more notifications follow', () =>
    interaction(pact, user, signedIn, many)
      .uponReceiving('the first page of notifications when more follow')
      .withRequest('GET', '/notifications', (req) => req.headers(apiHeaders).query(FIRST_PAGE))
      .willRespondWith(200, (res) =>
        res
          .headers({ [NEXT_CURSOR_HEADER]: regex(CURSOR, AFTER_20) })
          .jsonBody(eachLike(pageItem(1, false), NOTIFICATION_PAGE_SIZE)),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const { items, next } = await fetchNotificationPage();
        expect(items).toHaveLength(NOTIFICATION_PAGE_SIZE);
        expect(next).toBe(AFTER_20);
      }));

  it('answers the page after a cursor', () =>
    interaction(pact, user, signedIn, many)
      .uponReceiving('the page of notifications after a cursor')
      .withRequest('GET', '/notifications', (req) =>
        req.headers(apiHeaders).query({
          ...FIRST_PAGE,
          before: fromProviderState('${notificationsCursor}', AFTER_20),
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody(eachLike(pageItem(21, false))))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const { items, next } = await fetchNotificationPage(AFTER_20);
        expect(items[0]).toMatchObject({ subject: 'Notice 21', read_at: null });
        expect(next).toBeNull();
      }));

  it('refuses an anonymous visitor (the SPA rechecks the session)', () =>
    interaction(pact, state('nobody is signed in', {}))
      .uponReceiving('a list of notifications while anonymous')
      .withRequest('GET', '/notifications', (req) => req.headers(apiHeaders).query(FIRST_PAGE))
      .willRespondWith(401, (res) => res.jsonBody({ message: 'unauthenticated' }))
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        setApiHandlers({ onUnauthorized });
        spaDataLayer(server);
        await expect(fetchNotificationPage()).rejects.toMatchObject({ status: 401 });
        expect(onUnauthorized).toHaveBeenCalledOnce();
      }));
});

describe('GET /notifications/unread_count', () => {
  it("counts the user's unread notifications, also those on pages not loaded (the bell's badge)", () =>
    interaction(pact, user, signedIn, many)
      .uponReceiving('the unread count of notifications')
      .withRequest('GET', '/notifications/unread_count', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) => res.jsonBody({ count: 25 }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        await expect(fetchUnreadCount()).resolves.toBe(25);
      }));
});

describe('POST /notifications/{id}/mark_read', () => {
  it('marks one notification read', () =>
    interaction(pact, user, note(ID + 1, 'medium', false), signedIn)
      .uponReceiving('marking a notification read')
      .withRequest(
        'POST',
        fromProviderState('/notifications/${notificationId}/mark_read', `/notifications/${ID + 1}/mark_read`),
        (req) => req.headers(apiHeaders),
      )
      .willRespondWith(200, (res) => res.jsonBody(body(ID + 1, 'medium', true)))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const read = await markNotificationRead(ID + 1);
        expect(read).toMatchObject({ id: ID + 1, read_at: '2026-01-01T10:00:00.000Z' });
      }));

  it("answers 404 for someone else's notification", () =>
    interaction(pact, user, signedIn)
      .uponReceiving('marking an unknown notification read')
      .withRequest('POST', '/notifications/999999/mark_read', (req) => req.headers(apiHeaders))
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        await expect(markNotificationRead(999999)).rejects.toBeInstanceOf(UnexpectedAnswer);
      }));
});

describe('POST /notifications/mark_all_read', () => {
  it('marks all notifications read', () =>
    interaction(pact, user, note(ID + 2, 'medium', false), signedIn)
      .uponReceiving('marking all notifications read')
      .withRequest('POST', '/notifications/mark_all_read', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) => res.jsonBody({ success: true }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        await expect(markAllNotificationsRead()).resolves.toBeUndefined();
      }));
});
