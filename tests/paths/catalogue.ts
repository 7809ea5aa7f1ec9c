import type { Page } from 'playwright-core';
import { accountDeletionModel } from './models/account-deletion';
import { alertDialogModel } from './models/alert-dialog';
import { createClaimModel } from './models/create-claim';
import { loadingIndicatorModel } from './models/loading-indicator';
import { passwordFormModel } from './models/password-form';
import { sessionModel } from './models/session';
import { claimTransferModel } from './models/claim-transfer';
import { emailChangeModel } from './models/email-change';
import { notificationsModel } from './models/notifications';
import { payoutDetailsModel } from './models/payout-details';
import { signingModel } from './models/signing';
import { uploadModel } from './models/upload';
import { estimateModel } from './models/estimate';
import type { AnyMachineModel, ExpectedState, PathStep, TestPath } from './toolkit';
import { accountDeletionUi } from './ui/account-deletion';
import { alertDialogUi } from './ui/alert-dialog';
import { createClaimUi } from './ui/create-claim';
import { claimTransferUi } from './ui/claim-transfer';
import { emailChangeUi } from './ui/email-change';
import { notificationsUi } from './ui/notifications';
import { loadingIndicatorUi } from './ui/loading-indicator';
import { passwordFormUi } from './ui/password-form';
import { payoutDetailsUi } from './ui/payout-details';
import { sessionUi } from './ui/session';
import { signingUi } from './ui/signing';
import { uploadUi } from './ui/upload';
import { estimateUi } from './ui/estimate';

/** The portal under test: the real server (demo data, built SPA) that the replay started. */
export interface ReplayEnv {
  /** origin + prefix, e.g. http://127.0.0.1:PORT */
  url: string;
  /** Creates a customer account in the server's database (server/seed/builders.ts createUser). */
  createUser(email: string, password: string): Promise<void>;
  /** Creates an active claim for a customer; returns its id. */
  createClaim(email: string): Promise<number>;
  /**
   * A claim another customer transferred to this one: requested and accepted through the server's
   * own transfer functions (as the mailed link would); returns its id.
   */
  receiveClaim(email: string): Promise<number>;
  /** Stores a notification for a customer; `push` also sends it through socket.io (as the server does). */
  createNotification(
    email: string,
    n: {
      priority: 'high' | 'medium' | 'low';
      subject: string;
      content: string;
      read: boolean;
      push?: boolean;
      /** properties.actions; default: one 'Open' action for high priority, none otherwise. */
      actions?: { label: string; url: string }[];
    },
  ): Promise<void>;
  /**
   * The server closes the transport under each of the customer's open sockets (as a restart or a
   * proxy would); the socket.io client reconnects on its own.
   */
  dropSockets(email: string): Promise<void>;
}

/** What an event executor gets: the step, and its path (to look ahead, e.g. arrange an outcome). */
export interface StepContext {
  step: PathStep;
  index: number;
  path: TestPath;
  env: ReplayEnv;
}

/**
 * How a machine is driven and observed in Chromium: `open` brings a fresh page to the initial state;
 * one assertion per state key (`allStates`), one executor per event type (`eventTypes`, outcome and
 * `after` events included: those usually wait or arrange the server answer). An executor throws
 * `NotReplayable` (tests/paths/ui/not-replayable.ts) when the portal offers no real trigger for the
 * step. tests/guards checks completeness.
 */
export interface UiDriver {
  open(page: Page, context: { path: TestPath; env: ReplayEnv }): Promise<void>;
  assertState: Record<string, (page: Page, expected: ExpectedState) => Promise<void>>;
  executeEvent: Record<string, (page: Page, context: StepContext) => Promise<void>>;
}

export interface CatalogueEntry {
  model: AnyMachineModel;
  /** Where the machine lives (the guard checks every machines/<name>/<name>.machine.ts is here). */
  file: string;
  ui: UiDriver;
}

/** The one registry of machines for path generation, coverage and UI replay. */
export const catalogue: CatalogueEntry[] = [
  {
    model: claimTransferModel,
    file: 'machines/claim-transfer/claim-transfer.machine.ts',
    ui: claimTransferUi,
  },
  { model: emailChangeModel, file: 'machines/email-change/email-change.machine.ts', ui: emailChangeUi },
  { model: notificationsModel, file: 'machines/notifications/notifications.machine.ts', ui: notificationsUi },
  { model: sessionModel, file: 'machines/session/session.machine.ts', ui: sessionUi },
  { model: alertDialogModel, file: 'machines/alert-dialog/alert-dialog.machine.ts', ui: alertDialogUi },
  {
    model: loadingIndicatorModel,
    file: 'machines/loading-indicator/loading-indicator.machine.ts',
    ui: loadingIndicatorUi,
  },
  { model: passwordFormModel, file: 'machines/password-form/password-form.machine.ts', ui: passwordFormUi },
  { model: createClaimModel, file: 'machines/create-claim/create-claim.machine.ts', ui: createClaimUi },
  { model: signingModel, file: 'machines/signing/signing.machine.ts', ui: signingUi },
  { model: uploadModel, file: 'machines/upload/upload.machine.ts', ui: uploadUi },
  { model: estimateModel, file: 'machines/estimate/estimate.machine.ts', ui: estimateUi },
  {
    model: payoutDetailsModel,
    file: 'machines/payout-details/payout-details.machine.ts',
    ui: payoutDetailsUi,
  },
  {
    model: accountDeletionModel,
    file: 'machines/account-deletion/account-deletion.machine.ts',
    ui: accountDeletionUi,
  },
];
