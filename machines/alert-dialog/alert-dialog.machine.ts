import { assertEvent, assign, emit, setup } from 'xstate';

/** SPEC §3 alert dialog inputs; `id` lets the SPA tell its alerts apart in the emitted events. */
export interface Alert {
  id?: string;
  title: string;
  message: string;
  actions?: { label: string }[];
}

export interface AlertDialogContext {
  alert: Alert | null;
  queue: Alert[];
}

export type AlertDialogEvent =
  ({ type: 'SHOW' } & Alert) | { type: 'OK' } | { type: 'DISMISS' } | { type: 'CANCEL' };

/** Subscribe with `actor.on('ok' | 'hide', ...)`. */
export type AlertDialogEmitted = { type: 'ok'; alert: Alert } | { type: 'hide'; alert: Alert };

const current = (context: AlertDialogContext): Alert => {
  // Stryker disable next-line ConditionalExpression,StringLiteral: only called in visible, where an alert is always set
  if (!context.alert) throw new Error('no alert is visible');
  return context.alert;
};

/**
 * The alert dialog (SPEC §4): OK emits `ok` then `hide`; DISMISS (Escape) emits `hide`; CANCEL only hides.
 * SHOW while visible queues the alert; it is shown when the current one closes.
 */
export const alertDialogMachine = setup({
  types: {} as { context: AlertDialogContext; events: AlertDialogEvent; emitted: AlertDialogEmitted },
  actions: {
    show: assign(({ event }) => {
      assertEvent(event, 'SHOW');
      const { type: _type, ...alert } = event;
      return { alert };
    }),
    enqueue: assign(({ context, event }) => {
      assertEvent(event, 'SHOW');
      const { type: _type, ...alert } = event;
      return { queue: [...context.queue, alert] };
    }),
    showNext: assign(({ context }) => ({ alert: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    clear: assign({ alert: null }),
    emitOk: emit(({ context }) => ({ type: 'ok' as const, alert: current(context) })),
    emitHide: emit(({ context }) => ({ type: 'hide' as const, alert: current(context) })),
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'alertDialog',
  context: { alert: null, queue: [] },
  initial: 'hidden',
  states: {
    hidden: {
      meta: { ui: 'no alert dialog on the page' },
      always: { guard: 'hasQueued', target: 'visible', actions: 'showNext' },
      on: { SHOW: { target: 'visible', actions: 'show' } },
    },
    visible: {
      meta: {
        ui: 'alert dialog with the alert icon, context.alert title and message, and one right-aligned button: the first action label, else OK upper case',
      },
      on: {
        SHOW: { actions: 'enqueue' },
        OK: { target: 'hidden', actions: ['emitOk', 'emitHide', 'clear'] },
        DISMISS: { target: 'hidden', actions: ['emitHide', 'clear'] },
        CANCEL: { target: 'hidden', actions: 'clear' },
      },
    },
  },
});
