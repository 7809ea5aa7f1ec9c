import type { Contract } from '../../contract';
import type { HandlerMap } from '../http/contract-adapter';
import { authHandlers } from './auth';
import { notificationHandlers } from './notifications';
import { settingsHandlers } from './settings';
import { widgetHandlers } from './widgets';

/** Every implemented route; the adapter reports the rest as unimplemented (404). */
export const handlers: HandlerMap<Contract> = {
  auth: authHandlers,
  notifications: notificationHandlers,
  widgets: widgetHandlers,
  settings: settingsHandlers,
};
