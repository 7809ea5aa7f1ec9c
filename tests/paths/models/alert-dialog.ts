import { defineModel } from '../toolkit';
import { alertDialogMachine } from '../../../machines/alert-dialog/alert-dialog.machine';

/** Event samples for path generation: one alert with an action, one without (OK button). */
export const alertDialogModel = defineModel({
  name: 'alert-dialog',
  machine: alertDialogMachine,
  samples: {
    SHOW: [
      {
        label: 'request failed warning',
        event: {
          type: 'SHOW',
          id: 'request-failed',
          title: 'Warning',
          message: 'A problem occurred. Please try to reload the page!',
          actions: [{ label: 'Reload' }],
        },
      },
      {
        label: 'notice without actions',
        event: { type: 'SHOW', id: 'notice', title: 'Email sent!', message: 'Please activate your account.' },
      },
    ],
    OK: [{ label: 'press the button', event: { type: 'OK' } }],
    DISMISS: [{ label: 'press Escape', event: { type: 'DISMISS' } }],
    CANCEL: [{ label: 'cancel', event: { type: 'CANCEL' } }],
  },
  // One queued alert is enough to cover the queue; more would make the state space infinite.
  filterEvents: (snapshot, event) => event.type !== 'SHOW' || snapshot.context.queue.length < 1,
});
