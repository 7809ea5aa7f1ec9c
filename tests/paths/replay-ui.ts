import { mkdirSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { allStates, eventName, pathFileName, type ExpectedState, type TestPath } from './toolkit';
import type { CatalogueEntry, ReplayEnv } from './catalogue';
import { track } from './ui/network';
import { NotReplayable, TooLateToTell } from './ui/not-replayable';
import { describePage } from './ui/page';

export const RESULTS_DIR = fileURLToPath(new URL('../../test-results/paths/', import.meta.url));

/** How far a path got in the browser. */
export interface UiResult {
  path: TestPath;
  status: 'passed' | 'not replayable' | 'too late' | 'failed';
  /** Whether the start state was seen, and how many steps after it were executed and seen. */
  startSeen: boolean;
  stepsSeen: number;
  /** Why the replay stopped at step `stepsSeen + 1` (not replayable, or the failure). */
  reason?: string;
  error?: Error;
}

const json = (value: unknown) => {
  const text = JSON.stringify(value) ?? '';
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
};

/**
 * Replays one path in a fresh browser context: `open`, then the start state is asserted, then per
 * step the event is executed and every active state asserted. Never throws: a failure comes back
 * with the path's steps, the expected and the seen state, and a screenshot.
 */
export async function replayInUi(
  browser: Browser,
  env: ReplayEnv,
  { model, ui }: CatalogueEntry,
  path: TestPath,
): Promise<UiResult> {
  const context = await browser.newContext({ locale: 'en-GB', baseURL: env.url });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  track(page);
  const result: UiResult = { path, status: 'passed', startSeen: false, stepsSeen: 0 };
  const see = async (expected: ExpectedState) => {
    for (const key of expected.states) {
      const assert = ui.assertState[key];
      if (!assert) throw new Error(`no UI assertion for state "${key}"`);
      await assert(page, expected);
    }
  };
  let doing = 'opening the page';
  try {
    await ui.open(page, { path, env });
    doing = 'checking the start state';
    await see(path.start);
    result.startSeen = true;
    for (const [index, step] of path.steps.entries()) {
      doing = `executing step ${index + 1}`;
      const execute = ui.executeEvent[step.event.type];
      if (!execute) throw new Error(`no UI executor for event "${step.event.type}"`);
      await execute(page, { step, index, path, env });
      doing = `checking the state after step ${index + 1}`;
      await see(step.expected);
      result.stepsSeen = index + 1;
    }
  } catch (error) {
    if (error instanceof NotReplayable) {
      Object.assign(result, { status: 'not replayable', reason: error.reason });
    } else if (error instanceof TooLateToTell) {
      Object.assign(result, { status: 'too late', reason: `${doing}: ${error.reason}` });
    } else {
      const message = error instanceof Error ? error.message : String(error);
      Object.assign(result, { status: 'failed', reason: `${doing}: ${message}` });
      result.error = new Error(await failure(model.machine, page, result, errors));
      // The report is the message; a stack into the replay machinery would only hide it.
      result.error.stack = `Error: ${result.error.message}`;
    }
  } finally {
    await context.close();
  }
  return result;
}

/** The failure report: steps (✓ seen, ✗ failed, · not reached), expected state, seen state, screenshot. */
async function failure(
  machine: CatalogueEntry['model']['machine'],
  page: Page,
  result: UiResult,
  errors: string[],
): Promise<string> {
  const { path } = result;
  const meta = new Map(allStates(machine).map((s) => [s.key, s.ui ?? '']));
  const failedAt = result.startSeen ? result.stepsSeen + 1 : 0;
  const mark = (i: number) => (i < failedAt ? '✓' : i === failedAt ? '✗' : '·');
  const stateOf = (expected: ExpectedState) => expected.states.at(-1) ?? '';
  const lines = [
    `${path.id} failed: ${path.title}`,
    'steps:',
    `  ${mark(0)} start ⇒ ${stateOf(path.start)}`,
    ...path.steps.map(
      (step, i) =>
        `  ${mark(i + 1)} ${i + 1}. ${eventName(step.event.type)} (${step.label}) ⇒ ${stateOf(step.expected)}`,
    ),
  ];
  const expected = failedAt ? path.steps[failedAt - 1]?.expected : path.start;
  if (expected)
    lines.push(
      `expected: ${expected.states.map((key) => `${key} — ${meta.get(key)}`).join('; ')}`,
      `  context ${json(expected.context)}`,
    );
  lines.push(`error while ${result.reason}`);
  lines.push('seen:', ...(await describePage(page)).split('\n').map((line) => `  ${line}`));
  if (errors.length) lines.push(`page errors: ${errors.join(' | ')}`);
  const file = `${RESULTS_DIR}${pathFileName(path.id)}.png`;
  try {
    mkdirSync(RESULTS_DIR, { recursive: true });
    await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
    lines.push(`screenshot: ${relative(process.cwd(), file)}`);
  } catch (error) {
    lines.push(`no screenshot: ${String(error)}`);
  }
  return lines.join('\n');
}
