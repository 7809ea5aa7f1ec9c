/** The development mailbox helpers (see dev-mailbox.ts). */
export { followLink, lastMailId, latestMail, newestMail, type Mail } from './dev-mailbox';
