import { setup } from 'xstate';

export type LoadingIndicatorEvent = { type: 'BUSY' } | { type: 'IDLE' };

/** SPEC §9: the spinner appears after 400 ms of pending requests and stays 500 ms after they settle. */
export const SHOW_DELAY_MS = 400;
export const HIDE_DEBOUNCE_MS = 500;

/**
 * The global loading indicator. The app sends BUSY when the first request starts and IDLE when
 * none is pending; the spinner is visible in `shown` and `settling` (`snapshot.hasTag('spinner')`).
 */
export const loadingIndicatorMachine = setup({
  types: {} as { events: LoadingIndicatorEvent },
  delays: { showDelay: SHOW_DELAY_MS, hideDebounce: HIDE_DEBOUNCE_MS },
}).createMachine({
  id: 'loadingIndicator',
  initial: 'idle',
  states: {
    idle: {
      meta: { ui: 'no spinner' },
      on: { BUSY: 'waiting' },
    },
    waiting: {
      meta: { ui: 'no spinner yet: requests pending for less than 400 ms' },
      after: { showDelay: 'shown' },
      on: { IDLE: 'idle' },
    },
    shown: {
      meta: { ui: 'spinner visible' },
      tags: ['spinner'],
      on: { IDLE: 'settling' },
    },
    settling: {
      meta: { ui: 'spinner still visible for the 500 ms debounce after the last request' },
      tags: ['spinner'],
      after: { hideDebounce: 'idle' },
      on: { BUSY: 'shown' },
    },
  },
});
