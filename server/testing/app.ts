import { loadConfig } from '../config';
import type { DbHandle } from '../db/db';
import { buildApp, type App } from '../http/app';
import { openFreshPglite } from './databases';

/** What a production deployment must set (the rest keeps its defaults). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  PUBLIC_URL: 'https://portal.example',
};

export type TestApp = App & { handle: DbHandle; close(): Promise<void> };

/**
 * The app on a fresh in-memory PGlite (migrated unless `migrate: false`), not listening: for
 * `app.inject`, or `app.listen` by the test. `env` goes over NODE_ENV=test; `logStream` receives
 * the log (else no log).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: { migrate?: boolean; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const handle = await openFreshPglite({ migrated: opts.migrate !== false });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...env });
  const built = await buildApp({
    config,
    db: handle.db,
    spa: { kind: 'none' },
    ...(opts.logStream ? { logStream: opts.logStream } : { logger: false }),
  });
  return {
    ...built,
    handle,
    close: async () => {
      await built.app.close();
      await handle.close();
    },
  };
}
