import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Names in the pact file: the SPA consumes the portal API. */
export const CONSUMER = 'claims-portal-spa';
export const PROVIDER = 'claims-portal-api';

/**
 * The asynchronous (message) interactions: what the server pushes on the realtime socket, by the
 * pact description, to the socket.io event that carries it. The verifier receives each one from
 * the provider's own socket (pact/provider/session.ts), after the provider state that makes the event
 * happen (pact/notification-triggers.ts).
 */
export const SOCKET_MESSAGES = {
  'the notification of a status change': 'notification',
  'the notification of a document request': 'notification',
  'the notification of a signature request': 'notification',
  'the notification of a message from the claims service': 'notification',
  'the notification of a court case': 'notification',
  'the notification that a co-passenger signed': 'notification',
  'the notification that the claim moved to another account': 'notification',
} as const;
export type SocketMessage = keyof typeof SOCKET_MESSAGES;

/** The committed pact files (DESIGN §6). */
export const PACT_DIR = join(dirname(fileURLToPath(import.meta.url)), 'pacts');
export const PACT_FILE = join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);

/** Every committed pact file, absolute paths, sorted. */
export function pactFiles(): string[] {
  return readdirSync(PACT_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(PACT_DIR, f));
}
