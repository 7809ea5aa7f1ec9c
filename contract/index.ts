import { initContract } from '@ts-rest/core';
import { auditContract } from './audit';
import { authContract } from './auth';
import { claimTransferContract } from './claim-transfer';
import { gridContract } from './grid';
import { notificationContract } from './notification';
import { passkeyContract } from './passkeys';
import { sessionsContract } from './sessions';
import { settingsContract } from './settings';
import { templateContract } from './templates';
import { userContract } from './user';
import { widgetContract } from './widget';

const c = initContract();

/** Every endpoint of SPEC §7. Paths exclude the portal prefix (see `apiBase`). */
export const contract = c.router(
  {
    auth: authContract,
    user: userContract,
    notifications: notificationContract,
    widgets: widgetContract,
    grid: gridContract,
    claimTransfer: claimTransferContract,
    settings: settingsContract,
    templates: templateContract,
    audit: auditContract,
    sessions: sessionsContract,
    passkeys: passkeyContract,
  },
  { strictStatusCodes: true },
);
export type Contract = typeof contract;

export * from './audit';
export * from './auth';
export * from './claim';
export * from './claim-transfer';
export * from './common';
export * from './field-errors';
export * from './grid';
export * from './locale';
export * from './messages';
export * from './notification';
export * from './passkeys';
export * from './password-policy';
export * from './prefix';
export * from './redirect';
export * from './sessions';
export * from './settings';
export * from './templates';
export * from './user';
export * from './widget';
export * from './widget-data';
export * from './widget-settings';
export * from './widget-types';
