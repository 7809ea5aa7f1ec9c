import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ensureSpaBuilt } from './build-spa';
import { ConfigError, listeningOn, loadConfig, type Config } from './config';
import { DEMO_USERS } from './seed/demo/users';
import { prepareDatabase } from './seed/startup';
import { buildApp } from './http/app';
import { gracefulShutdown } from './http/shutdown';
import { startWorkers } from './lib/worker-pool';

/**
 * `npm start` (--start): built SPA (built first when missing or stale).
 * `npm run dev` (--dev): Vite middleware with hot reload.
 * --dev-mailbox (both scripts): the development mailbox for the demo, outside production only
 * (as DEV_MAILBOX=true).
 * --api-only: no SPA (the API, socket.io and health only; the crash suite starts it so).
 * --pact-states (or PACT_PROVIDER_STATES=1): the Pact provider-state endpoint for any verifier
 * (pact/provider/state-server.ts) on PACT_STATES_PORT (default: PORT + 1), refused in production.
 * Demo data is loaded into an empty embedded database outside production.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');
const apiOnly = process.argv.includes('--api-only');
const env =
  process.argv.includes('--dev-mailbox') && process.env.NODE_ENV !== 'production'
    ? { ...process.env, DEV_MAILBOX: 'true' }
    : process.env;

function readConfig(): Config {
  try {
    return loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}

const config = readConfig();
const pactStates = process.argv.includes('--pact-states') || env.PACT_PROVIDER_STATES === '1';
if (pactStates && config.nodeEnv === 'production') {
  console.error(
    '--pact-states (PACT_PROVIDER_STATES) is for verification only, never with NODE_ENV=production.',
  );
  process.exit(1);
}
const { handle, seeded } = await prepareDatabase(config);
if (seeded) console.info(`Loaded the demo data into ${config.dataDir}.`);
const demo = config.nodeEnv !== 'production';
if (!dev && !apiOnly) await ensureSpaBuilt(ROOT);
const { app } = await buildApp({
  config,
  db: handle.db,
  spa: apiOnly
    ? { kind: 'none' }
    : dev
      ? { kind: 'vite', root: ROOT }
      : { kind: 'dist', distDir: `${ROOT}dist` },
});
startWorkers();
await app.listen({ host: config.host, port: config.port });
const port = (app.server.address() as AddressInfo).port;
listeningOn(config, env, port);
const states = pactStates ? await startPactStates(port) : undefined;

const shownHost = ['0.0.0.0', '::', '127.0.0.1'].includes(config.host) ? 'localhost' : config.host;
console.info(
  `Claims portal (${dev ? 'development' : config.nodeEnv}): http://${shownHost}:${port}${config.prefix}/`,
);
if (demo) {
  console.info('Demo accounts:');
  for (const u of Object.values(DEMO_USERS)) console.info(`  ${u.email} / ${u.password}`);
  if (config.devMailbox && !config.smtpUrl)
    console.info(
      `Development mailbox (this machine only): http://localhost:${port}${config.prefix}/dev/mailbox`,
    );
}

const onSignal = gracefulShutdown({
  app,
  closeDb: async () => {
    await states?.close();
    await handle.close();
  },
  exit: (code) => process.exit(code),
  onError: (e) => console.error('Shutdown failed:', e),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, onSignal);

/** The provider-state endpoint, loaded only with the flag (nothing of pact/ in a normal start). */
async function startPactStates(apiPort: number) {
  const { startPactStateServer, STATE_CHANGE_PATH } = await import('../pact/provider/state-server');
  const apiUrl = `http://127.0.0.1:${apiPort}${config.prefix}`;
  const server = await startPactStateServer({
    apiUrl,
    server: { db: handle.db, url: apiUrl },
    port: env.PACT_STATES_PORT ? Number(env.PACT_STATES_PORT) : apiPort === 0 ? 0 : apiPort + 1,
  });
  console.info(`Pact provider states (verification only): ${server.url}${STATE_CHANGE_PATH}`);
  return server;
}
