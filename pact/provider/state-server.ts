import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SOCKET_MESSAGES } from '../config';
import { isStateName } from '../states';
import { ProviderSession } from './session';
import { forgetClientFailures, referenceSetup, stateHandlers, type ReferenceServer } from './states';

/** Where any Pact verifier sends the state change requests and asks for messages. */
export const STATE_CHANGE_PATH = '/_pact/provider_states';
export const MESSAGES_PATH = '/_pact/messages';

export type PactStateServer = { url: string; close(): Promise<void> };

/**
 * The reference server's provider-state endpoint for ANY Pact verifier (the Pact state change
 * protocol), started only by `--pact-states` outside production (server/main.ts) or by tests.
 * It listens on its own port, apart from the API: nothing of it is reachable through the portal.
 *
 * - `POST /_pact/provider_states` `{state, params, action: 'setup'|'teardown'}`: sets 'provider'
 *   states with the reference fixtures and 'verifier' states through the public API with its own
 *   browser (pact/provider/session.ts). A setup answers the values the pacts inject
 *   (`fromProviderState`, pact/consumer/pact.ts): `cookie` and `csrfToken` of that browser, plus
 *   the record ids a state created. A teardown ends the browser and forgets its failed sign-ins
 *   (run the verifier with `--state-change-teardown`: each interaction starts as a fresh visitor).
 * - `POST /_pact/messages` (and `POST /`, where pact_verifier sends message interactions)
 *   `{description}`: the next payload the server pushed on that browser's realtime socket.
 */
export async function startPactStateServer(opts: {
  /** Origin + portal prefix of the API the browser calls. */
  apiUrl: string;
  server: ReferenceServer;
  port?: number;
  host?: string;
}): Promise<PactStateServer> {
  const session = new ProviderSession(opts.apiUrl.replace(/\/+$/, ''));
  const errors: string[] = [];
  const handlers = stateHandlers({ session, provider: referenceSetup(opts.server), errors });

  const changeState = async (body: Record<string, unknown>) => {
    const { state, params, action = 'setup' } = body;
    if (typeof state !== 'string' || !isStateName(state))
      return { status: 400, body: { error: `unknown state` } };
    if (action !== 'setup' && action !== 'teardown')
      return { status: 400, body: { error: 'unknown action' } };
    const handler = handlers[state] as {
      setup: (p: unknown) => Promise<unknown>;
      teardown: (p: unknown) => Promise<unknown>;
    };
    const values = await handler[action](params ?? {});
    if (action === 'teardown') {
      // The browser ends, and with it what it left on the server (its failed sign-ins).
      session.reset();
      await forgetClientFailures(opts.server.db);
      return { status: 200, body: {} };
    }
    await session.ensureCsrf();
    return { status: 200, body: { ...(values as object), ...session.injectedValues() } };
  };

  const message = async (body: Record<string, unknown>) => {
    const event = SOCKET_MESSAGES[body.description as keyof typeof SOCKET_MESSAGES];
    if (!event) return { status: 404, body: { error: `no message "${String(body.description)}"` } };
    return { status: 200, body: await session.nextEvent(event) };
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const route =
      req.method !== 'POST'
        ? undefined
        : req.url === STATE_CHANGE_PATH
          ? changeState
          : req.url === MESSAGES_PATH || req.url === '/'
            ? message
            : undefined;
    if (!route) return void res.writeHead(404).end();
    readJson(req)
      .then(route)
      .then(
        ({ status, body }) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
        (e: unknown) => {
          const text = e instanceof Error ? e.message : String(e);
          res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: text }));
        },
      );
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`,
    close: async () => {
      session.reset();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('error', reject);
    req.on('end', () => {
      try {
        const value: unknown = text ? JSON.parse(text) : {};
        resolve(typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
  });
}
