import type { Page } from 'playwright-core';
import { alertDialogModel } from '../../machines/alert-dialog/alert-dialog.model';
import { loadingIndicatorModel } from '../../machines/loading-indicator/loading-indicator.model';
import { sessionModel } from '../../machines/session/session.model';
import type { AnyMachineModel, ExpectedState, PathStep, TestPath } from '../../machines/testing';

/** What an event executor gets: the step, and its path (to look ahead, e.g. arrange an outcome). */
export interface StepContext {
  step: PathStep;
  index: number;
  path: TestPath;
}

/**
 * How a machine is driven and observed in Chromium (UI replay, to be wired): one assertion per
 * state key (`allStates`), one executor per event type (`eventTypes`, outcome and `after` events
 * included: those usually wait or arrange the server answer). tests/guards checks completeness.
 */
export interface UiDriver {
  assertState: Record<string, (page: Page, expected: ExpectedState) => Promise<void>>;
  executeEvent: Record<string, (page: Page, context: StepContext) => Promise<void>>;
}

export interface CatalogueEntry {
  model: AnyMachineModel;
  /** Where the machine lives (the guard checks every machines/<name>/<name>.machine.ts is here). */
  file: string;
  ui?: UiDriver;
}

/** The one registry of machines for path generation, coverage and UI replay. */
export const catalogue: CatalogueEntry[] = [
  { model: sessionModel, file: 'machines/session/session.machine.ts' },
  { model: alertDialogModel, file: 'machines/alert-dialog/alert-dialog.machine.ts' },
  { model: loadingIndicatorModel, file: 'machines/loading-indicator/loading-indicator.machine.ts' },
];
