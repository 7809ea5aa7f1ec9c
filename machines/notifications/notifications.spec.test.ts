/**
 * SPEC scenarios (§4 Notifications, §3 fields), written from the SPEC, not from the machine.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Notification } from '../../contract';
import { notificationsMachine, unreadCount, type FirstPage, type NextPage } from './notifications.machine';

const READ_AT = '2026-01-02T10:00:00+00:00';
const note = (id: number, read_at: string | null = null): Notification => ({
  id,
  priority: 'medium',
  subject: `Subject ${id}`,
  content: 'Content',
  read_at,
  created_at: '2026-01-01T10:00:00+00:00',
  properties: {},
});

let failMore = false;

function start() {
  const present = vi.fn();
  const marked: number[] = [];
  const asked: string[] = [];
  const actor = createActor(
    notificationsMachine.provide({
      actors: {
        // The first page holds 3 of the user's notifications; 2 more (1 unread) are on the next.
        fetchNotifications: fromPromise<FirstPage>(async () => ({
          items: [note(1), note(2), note(3, READ_AT)],
          next: 'cursor-after-3',
          unread: 3,
        })),
        fetchMore: fromPromise<NextPage, { before: string }>(async ({ input }) => {
          asked.push(input.before);
          if (failMore) throw new Error('offline');
          return { items: [note(4), note(5, READ_AT)], next: null };
        }),
        markRead: fromPromise<Notification, { id: number }>(async ({ input }) => {
          marked.push(input.id);
          return note(input.id, READ_AT);
        }),
        markAllRead: fromPromise(async () => READ_AT),
      },
      actions: { present: (_, p) => present(p.notification) },
    }),
  ).start();
  return { actor, present, marked, asked };
}

const ready = (s: { value: unknown }) => s.value === 'ready';

describe('notifications (SPEC §4)', () => {
  it("'unread while read_at is empty, then marked read singly'", async () => {
    const { actor, marked } = start();
    // The badge counts every unread notification of the user, also those on pages not loaded.
    expect(unreadCount((await waitFor(actor, ready)).context)).toBe(3);
    actor.send({ type: 'MARK_READ', id: 2 });
    await waitFor(actor, (s) => s.value !== 'ready');
    const s = await waitFor(actor, ready);
    expect(marked).toEqual([2]);
    expect(unreadCount(s.context)).toBe(2);
    expect(s.context.items.find((n) => n.id === 1)?.read_at).toBeNull();
  });

  it("'or all at once'", async () => {
    const { actor } = start();
    await waitFor(actor, ready);
    actor.send({ type: 'MARK_ALL_READ' });
    await waitFor(actor, (s) => s.value !== 'ready');
    const s = await waitFor(actor, ready);
    expect(unreadCount(s.context)).toBe(0);
  });

  it('a pushed notification arrives unread and is presented (§9: toast by priority, high a dialog)', async () => {
    const { actor, present } = start();
    await waitFor(actor, ready);
    actor.send({ type: 'RECEIVED', notification: { ...note(9), priority: 'high' } });
    expect(unreadCount(actor.getSnapshot().context)).toBe(4);
    expect(actor.getSnapshot().context.items[0]?.id).toBe(9);
    expect(present).toHaveBeenCalledWith(expect.objectContaining({ id: 9, priority: 'high' }));
  });

  it('loads the next page after the first, below it, with the cursor the first page gave', async () => {
    const { actor, asked } = start();
    await waitFor(actor, ready);
    actor.send({ type: 'LOAD_MORE' });
    await waitFor(actor, (s) => s.value !== 'ready');
    const s = await waitFor(actor, ready);
    expect(asked).toEqual(['cursor-after-3']);
    expect(s.context.items.map((n) => n.id)).toEqual([1, 2, 3, 4, 5]);
    expect(s.context.next).toBeNull();
    // Loading a page does not change how many are unread: they were counted already.
    expect(unreadCount(s.context)).toBe(3);
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(asked).toHaveLength(1);
  });

  it('a failed next page keeps the list and can be tried again', async () => {
    failMore = true;
    try {
      const { actor, asked } = start();
      await waitFor(actor, ready);
      actor.send({ type: 'LOAD_MORE' });
      await waitFor(actor, (s) => s.value !== 'ready');
      const s = await waitFor(actor, ready);
      expect(s.context.moreFailed).toBe(true);
      expect(s.context.items.map((n) => n.id)).toEqual([1, 2, 3]);
      failMore = false;
      actor.send({ type: 'LOAD_MORE' });
      await waitFor(actor, (x) => x.value !== 'ready');
      const after = await waitFor(actor, ready);
      expect(after.context.moreFailed).toBe(false);
      expect(asked).toEqual(['cursor-after-3', 'cursor-after-3']);
    } finally {
      failMore = false;
    }
  });

  it("'or all at once' counts every notification read, loaded or not", async () => {
    const { actor } = start();
    await waitFor(actor, ready);
    actor.send({ type: 'RECEIVED', notification: note(9) });
    actor.send({ type: 'MARK_ALL_READ' });
    await waitFor(actor, (s) => s.value !== 'ready');
    expect(unreadCount((await waitFor(actor, ready)).context)).toBe(0);
  });

  it('a push of a listed notification is not counted twice', async () => {
    const { actor } = start();
    await waitFor(actor, ready);
    actor.send({ type: 'RECEIVED', notification: note(1) });
    expect(unreadCount(actor.getSnapshot().context)).toBe(3);
    expect(actor.getSnapshot().context.items.filter((n) => n.id === 1)).toHaveLength(1);
  });

  it('a pushed notification goes on top of the list; the listed ones stay', async () => {
    const { actor } = start();
    await waitFor(actor, ready);
    actor.send({ type: 'RECEIVED', notification: note(9) });
    expect(actor.getSnapshot().context.items.map((n) => n.id)).toEqual([9, 1, 2, 3]);
  });

  it('a next page does not list again a notification that a push listed already', async () => {
    const { actor } = start();
    await waitFor(actor, ready);
    // Pushed while the list showed the first page; it is also on the next page.
    actor.send({ type: 'RECEIVED', notification: note(4) });
    actor.send({ type: 'LOAD_MORE' });
    await waitFor(actor, (s) => s.value !== 'ready');
    const s = await waitFor(actor, ready);
    expect(s.context.items.map((n) => n.id)).toEqual([4, 1, 2, 3, 5]);
  });

  it('marking one read replaces only that notification in the list', async () => {
    const { actor } = start();
    await waitFor(actor, ready);
    actor.send({ type: 'MARK_READ', id: 2 });
    await waitFor(actor, (s) => s.value !== 'ready');
    const s = await waitFor(actor, ready);
    expect(s.context.items).toEqual([note(1), note(2, READ_AT), note(3, READ_AT)]);
  });

  it('marking read a notification that is read already leaves the unread count as it is', async () => {
    const { actor, marked } = start();
    await waitFor(actor, ready);
    actor.send({ type: 'MARK_READ', id: 3 });
    await waitFor(actor, (s) => s.value !== 'ready');
    const s = await waitFor(actor, ready);
    expect(marked).toEqual([3]);
    expect(unreadCount(s.context)).toBe(3);
  });
});
