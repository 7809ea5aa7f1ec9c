import { fileURLToPath } from 'node:url';
import { ensureSpaBuilt } from './build-spa';
import { ConfigError, loadConfig, type Config } from './config';
import { DEMO_USERS } from './db/demo/users';
import { prepareDatabase } from './db/startup';
import { buildApp } from './http/app';

/**
 * `npm start` (--start): built SPA (built first when missing or stale).
 * `npm run dev` (--dev): Vite middleware with hot reload.
 * Demo data is loaded into an empty embedded database outside production.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}

const config = readConfig();
const { handle, seeded } = await prepareDatabase(config);
if (seeded) console.info(`Loaded the demo data into ${config.dataDir}.`);
const demo = config.nodeEnv !== 'production';
if (!dev) await ensureSpaBuilt(ROOT);
const { app } = await buildApp({
  config,
  db: handle.db,
  spa: dev ? { kind: 'vite', root: ROOT } : { kind: 'dist', distDir: `${ROOT}dist` },
});
await app.listen({ host: config.host, port: config.port });

const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.info(
  `Claims portal (${dev ? 'development' : config.nodeEnv}): http://${shownHost}:${config.port}${config.prefix}/`,
);
if (demo) {
  console.info('Demo accounts:');
  for (const u of Object.values(DEMO_USERS)) console.info(`  ${u.email} / ${u.password}`);
  if (!config.smtpUrl)
    console.info(`Development mailbox: http://${shownHost}:${config.port}${config.prefix}/dev/mailbox`);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void app
      .close()
      .then(() => handle.close())
      .finally(() => process.exit(0));
  });
}
