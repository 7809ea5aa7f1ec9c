/**
 * SPEC scenarios (§4 Notifications, §3 fields), written from the SPEC, not from the machine.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Notification } from '../../contract';
import { notificationsMachine, unreadCount } from './notifications.machine';

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

function start() {
  const present = vi.fn();
  const marked: number[] = [];
  const actor = createActor(
    notificationsMachine.provide({
      actors: {
        fetchNotifications: fromPromise(async () => [note(1), note(2), note(3, READ_AT)]),
        markRead: fromPromise<Notification, { id: number }>(async ({ input }) => {
          marked.push(input.id);
          return note(input.id, READ_AT);
        }),
        markAllRead: fromPromise(async () => READ_AT),
      },
      actions: { present: (_, p) => present(p.notification) },
    }),
  ).start();
  return { actor, present, marked };
}

const ready = (s: { value: unknown }) => s.value === 'ready';

describe('notifications (SPEC §4)', () => {
  it("'unread while read_at is empty, then marked read singly'", async () => {
    const { actor, marked } = start();
    expect(unreadCount((await waitFor(actor, ready)).context)).toBe(2);
    actor.send({ type: 'MARK_READ', id: 2 });
    await waitFor(actor, (s) => s.value !== 'ready');
    const s = await waitFor(actor, ready);
    expect(marked).toEqual([2]);
    expect(unreadCount(s.context)).toBe(1);
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
    expect(unreadCount(actor.getSnapshot().context)).toBe(3);
    expect(present).toHaveBeenCalledWith(expect.objectContaining({ id: 9, priority: 'high' }));
  });
});
