import type { Contract } from '../../contract';
import type { HandlerMap } from '../http/contract-adapter';
import { embedHandlers } from '../embed/routes';
import { adminSettingsHandlers, adminUserHandlers, adminWidgetHandlers } from './admin';
import { auditHandlers } from './audit';
import { authHandlers } from './auth';
import { claimTransferHandlers } from './claim-transfer';
import { gridHandlers } from './grid';
import { notificationHandlers } from './notifications';
import { passkeyHandlers } from './passkeys';
import { sessionHandlers } from './sessions';
import { settingsHandlers } from './settings';
import { userHandlers } from './user';
import { templateHandlers } from './templates';
import { widgetHandlers } from './widgets';

/** A handler for every contract route (a missing one is a type error). */
export const handlers: HandlerMap<Contract> = {
  auth: authHandlers,
  notifications: notificationHandlers,
  claimTransfer: claimTransferHandlers,
  user: { ...userHandlers, ...adminUserHandlers },
  widgets: { ...widgetHandlers, ...adminWidgetHandlers },
  settings: { ...settingsHandlers, ...adminSettingsHandlers, ...embedHandlers },
  grid: gridHandlers,
  templates: templateHandlers,
  audit: auditHandlers,
  sessions: sessionHandlers,
  passkeys: passkeyHandlers,
};
