import type { Contract } from '../../contract';
import type { HandlerMap } from '../http-kit/handlers';
import { embedHandlers } from '../embed/routes';
// Registers what an active claim still needs (documents, signatures) with its timeline's stage.
import '../domain/claim-tasks';
import { adminSettingsHandlers, adminUserHandlers, adminWidgetHandlers } from './admin';
import { adminClaimHandlers, claimDeskHandlers } from './admin-claims';
import { auditHandlers } from './audit';
import { authHandlers } from './auth';
import { claimTransferHandlers } from './claim-transfer';
import { claimViewHandlers } from './claim-view';
import { documentHandlers } from './documents';
import { estimateHandlers } from './estimate';
import { gridHandlers } from './grid';
import { notificationHandlers } from './notifications';
import { passkeyHandlers } from './passkeys';
import { payoutHandlers } from './payout';
import { privacyHandlers } from './privacy';
import { sessionHandlers } from './sessions';
import { settingsHandlers } from './settings';
import { signatureHandlers } from './signatures';
import { userHandlers } from './user';
import { templateHandlers } from './templates';
import { timelineHandlers } from './timeline';
import { widgetHandlers } from './widgets';

/** A handler for every contract route (a missing one is a type error). */
export const handlers: HandlerMap<Contract> = {
  auth: authHandlers,
  notifications: notificationHandlers,
  claimTransfer: claimTransferHandlers,
  claimView: claimViewHandlers,
  documents: documentHandlers,
  user: { ...userHandlers, ...adminUserHandlers },
  widgets: { ...widgetHandlers, ...adminWidgetHandlers },
  settings: { ...settingsHandlers, ...adminSettingsHandlers, ...embedHandlers },
  grid: gridHandlers,
  templates: templateHandlers,
  audit: auditHandlers,
  sessions: sessionHandlers,
  passkeys: passkeyHandlers,
  timeline: { ...timelineHandlers, ...adminClaimHandlers },
  claimDesk: claimDeskHandlers,
  signatures: signatureHandlers,
  estimate: estimateHandlers,
  payout: payoutHandlers,
  privacy: privacyHandlers,
};
