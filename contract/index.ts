import { initContract } from '@ts-rest/core';
import { auditContract } from './audit';
import { authContract } from './auth';
import { claimDeskContract } from './claim-desk';
import { claimTransferContract } from './claim-transfer';
import { claimViewContract } from './claim-view';
import { documentContract } from './documents';
import { estimateContract } from './estimate';
import { gridContract } from './grid';
import { notificationContract } from './notification';
import { passkeyContract } from './passkeys';
import { payoutContract } from './payout';
import { privacyContract } from './privacy';
import { sessionsContract } from './sessions';
import { settingsContract } from './settings';
import { signatureContract } from './signatures';
import { templateContract } from './templates';
import { timelineContract } from './timeline';
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
    claimView: claimViewContract,
    documents: documentContract,
    settings: settingsContract,
    templates: templateContract,
    audit: auditContract,
    sessions: sessionsContract,
    passkeys: passkeyContract,
    timeline: timelineContract,
    claimDesk: claimDeskContract,
    signatures: signatureContract,
    estimate: estimateContract,
    payout: payoutContract,
    privacy: privacyContract,
  },
  { strictStatusCodes: true },
);
export type Contract = typeof contract;

export * from './audit';
export * from './auth';
export * from './claim';
export * from './claim-desk';
export * from './claim-transfer';
export * from './claim-view';
export * from './estimate';
export * from './common';
export * from './documents';
export * from './field-errors';
export * from './keyset';
export * from './grid';
export * from './locale';
export * from './messages';
export * from './money';
export * from './notification';
export * from './passkeys';
export * from './password-policy';
export * from './payout';
export * from './places';
export * from './prefix';
export * from './privacy';
export * from './redirect';
export * from './sessions';
export * from './settings';
export * from './signatures';
export * from './templates';
export * from './timeline';
export * from './user';
export * from './widget';
export * from './claim-list';
export * from './widget-data';
export * from './widget-settings';
export * from './widget-types';
