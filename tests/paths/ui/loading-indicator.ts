import type { Page } from 'playwright-core';
import {
  HIDE_DEBOUNCE_MS,
  SHOW_DELAY_MS,
} from '../../../machines/loading-indicator/loading-indicator.machine';
import type { UiDriver } from '../catalogue';
import {
  hold,
  inFlight,
  lastRequestEnd,
  lastRequestStart,
  mark,
  release,
  settle,
  since,
  waitForHeld,
} from './network';
import { TooLateToTell } from './not-replayable';
import { DEMO, expectUi, lacks, shows, signInElsewhere, t, ui, type Check } from './page';

/**
 * The global spinner, with real requests and real time: BUSY is a click on a contracts page in the
 * menu whose GET /widgets/tree is held; IDLE releases it (the page loads its claims); the delays are
 * waited for in real time and measured. Observable meaning of the states: idle = nothing pending,
 * no spinner; waiting = pending, no spinner (yet); shown = pending, spinner; settling = nothing
 * pending, spinner (for now).
 */
const TREE = /\/widgets\/tree\//;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const spinner = (page: Page) => shows('the spinner', ui.spinner(page));
const noSpinner = (page: Page) => lacks('no spinner', ui.spinner(page));
const pending = (page: Page): Check => ['an API call pending', async () => inFlight(page).length > 0];
const nothingPending = (page: Page): Check => ['no API call pending', async () => !inFlight(page).length];

/** A state that only lasts for `limit` ms after `name` must be seen within it. */
function seenInTime(page: Page, name: string, limit: number, state: string) {
  const elapsed = since(page, name);
  if (elapsed >= limit) throw new TooLateToTell(`observed ${elapsed} ms after ${name}: ${state}`);
}

/** The contracts page each BUSY opens: the other one than the page shown. */
const loading = new WeakMap<Page, 'active' | 'closed'>();

/**
 * Waits for the spinner's change after `delay` and fails when it came much too early: under half
 * the delay. The moments are those at which this process heard of them, which on a busy machine
 * can be well over 100 ms late (a hide 500 ms after idle was measured at 363 ms); a spinner that
 * ignores its delay changes at once, and still fails.
 */
async function waitForSpinner(page: Page, state: 'visible' | 'hidden', from: string, delay: number) {
  await ui.spinner(page).waitFor({ state, timeout: delay + 3_000 });
  const elapsed = since(page, from);
  if (elapsed < delay / 2)
    throw new Error(`the spinner became ${state} ${elapsed} ms after ${from}, before the ${delay} ms delay`);
}

export const loadingIndicatorUi: UiDriver = {
  async open(page, { env }) {
    await signInElsewhere(page, env, DEMO.email, DEMO.password);
    await page.goto('/overview');
    await ui.menuLink(page, 'closed_contracts').waitFor();
    await settle(page);
  },
  assertState: {
    idle: async (page) => {
      await expectUi([nothingPending(page), noSpinner(page)]);
      // No spinner must show up either: wait out the show delay of the last request.
      const rest = lastRequestStart(page) + SHOW_DELAY_MS + 100 - Date.now();
      if (rest > 0) await sleep(rest);
      await expectUi([nothingPending(page), noSpinner(page)], 0);
    },
    waiting: async (page) => {
      await expectUi([pending(page), noSpinner(page)], 0);
      seenInTime(page, 'busy', SHOW_DELAY_MS, 'waiting from shown');
    },
    shown: (page) => expectUi([pending(page), spinner(page)]),
    settling: async (page) => {
      await expectUi([nothingPending(page), spinner(page)], 0);
      seenInTime(page, 'idle', HIDE_DEBOUNCE_MS, 'settling from idle');
    },
  },
  executeEvent: {
    BUSY: async (page) => {
      const next = page.url().includes('closed_contracts') ? 'active' : 'closed';
      loading.set(page, next);
      await hold(page, 'widgets', 'GET', TREE);
      await ui.menuLink(page, `${next}_contracts`).click();
      await waitForHeld(page, 'widgets');
      // BUSY happened when the page started that call, not when the driver noticed it (later under load).
      mark(page, 'busy', lastRequestStart(page));
    },
    IDLE: async (page) => {
      await release(page, 'widgets');
      await page.getByRole('list', { name: t(`claims.list_${loading.get(page)}`) }).waitFor();
      await settle(page);
      mark(page, 'idle', lastRequestEnd(page));
    },
    'xstate.after.showDelay.loadingIndicator.waiting': (page) =>
      waitForSpinner(page, 'visible', 'busy', SHOW_DELAY_MS),
    'xstate.after.hideDebounce.loadingIndicator.settling': (page) =>
      waitForSpinner(page, 'hidden', 'idle', HIDE_DEBOUNCE_MS),
  },
};
