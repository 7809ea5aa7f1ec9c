import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePaths, pathFileName } from './toolkit';
import { eq } from 'drizzle-orm';
import { createClaim, createNotification, createUser } from '../../server/seed/builders';
import { users } from '../../server/db/schema';
import { acceptTransfer, requestTransfer } from '../../server/domain/claim-transfers';
import { startTestServer, type TestServer } from '../../server/testing';
import { launchChromium } from '../e2e/support/chromium';
import { catalogue, type CatalogueEntry, type ReplayEnv } from './catalogue';
import { replayInUi, RESULTS_DIR, type UiResult } from './replay-ui';
import { notReplayable } from './not-replayable';
import { formatUiCoverage, uiGaps } from './ui-coverage';

/** How often a path runs whose short-lived state the driver saw too late to tell. */
const TOO_LATE_ATTEMPTS = 3;
/**
 * Replays every generated path of the given machines against the real UI in Chromium with the
 * real server (demo data, built SPA): one server and one Chromium for the shard, a fresh browser
 * context per path. Ends with the shard's coverage table (also written to
 * test-results/paths/coverage-<shard>.md). The catalogue is replayed in two shards, two test
 * files that vitest runs side by side, each with a server of its own.
 */
export function replayShard(shard: string, machines: CatalogueEntry[]): void {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const results = new Map(machines.map(({ model }) => [model.name, [] as UiResult[]]));

  beforeAll(async () => {
    if (!existsSync(fileURLToPath(new URL('../../dist/index.html', import.meta.url))))
      throw new Error('dist/ has no built SPA: run `npx vite build` first (npm run test:paths does)');
    // Screenshots are of this run's failures only.
    mkdirSync(RESULTS_DIR, { recursive: true });
    for (const { model } of machines)
      for (const path of generatePaths(model))
        rmSync(`${RESULTS_DIR}${pathFileName(path.id)}.png`, { force: true });
    // Hundreds of sign-ins and mails from one client address: the limits are relaxed (x100). On
    // localhost: WebAuthn (the payout form's passkey) refuses an IP address as relying-party id.
    server = await startTestServer({ seed: true, spa: true, rateLimitScale: 100, publicHost: 'localhost' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    // Only the machines this run replayed (a `-t` filter leaves the others out of the table).
    const reports = machines
      .map(({ model }) => ({ model, results: results.get(model.name) ?? [] }))
      .filter((r) => r.results.length > 0);
    if (reports.length > 0) {
      const markdown = formatUiCoverage(reports);
      writeFileSync(`${RESULTS_DIR}coverage-${shard}.md`, markdown);
      console.info(`\n${markdown}\n(written to test-results/paths/coverage-${shard}.md)`);
    }
    await browser?.close();
    await server?.close();
  });

  const env = (): ReplayEnv => {
    const s = server;
    if (!s) throw new Error('the server did not start');
    const userOf = async (email: string) => {
      const [user] = await s.db.select().from(users).where(eq(users.email, email));
      if (!user) throw new Error(`no user ${email}`);
      return user;
    };
    return {
      url: s.url,
      createUser: async (email, password) => void (await createUser(s.db, { email, password })),
      createClaim: async (email) => (await createClaim(s.db, { user_id: (await userOf(email)).id })).id,
      createNotification: async (email, { actions: given, ...n }) => {
        const user = await userOf(email);
        const actions = given ?? (n.priority === 'high' ? [{ label: 'Open', url: '/active_contracts' }] : []);
        const withActions = actions.length ? { actions } : {};
        if (n.push) await s.notify(user.id, { ...n, ...withActions });
        else
          await createNotification(s.db, {
            user_id: user.id,
            ...n,
            ...withActions,
            read_at: n.read ? new Date().toISOString() : null,
          });
      },
      receiveClaim: async (email) => {
        const former = await createUser(s.db, {
          email: `former-${randomUUID()}@example.com`,
          password: 'Start1234',
        });
        const claim = await createClaim(s.db, { user_id: former.id });
        const now = new Date();
        const body = { email, claim_id: claim.id, widget_id: null };
        const asked = await requestTransfer(s.db, former, body, now);
        if (asked.kind !== 'ok') throw new Error(`requesting the transfer: ${asked.kind}`);
        const accepted = await acceptTransfer(s.db, asked.code, asked.twoFactorCode, now, 'en_GB');
        if (accepted.kind !== 'ok') throw new Error(`accepting the transfer: ${accepted.kind}`);
        return claim.id;
      },
      dropSockets: async (email) => {
        const { id } = await userOf(email);
        const sockets = [...s.io.of('/').sockets.values()].filter((socket) => socket.data.userId === id);
        if (!sockets.length) throw new Error(`${email} has no open socket to drop`);
        // The connection closes under the socket (as a restart or a proxy would): the client reconnects.
        for (const socket of sockets) socket.conn.close();
      },
    };
  };

  const allowed = new Set(Object.keys(notReplayable));

  for (const entry of machines) {
    const paths = generatePaths(entry.model);
    describe(`${entry.model.name}: ${paths.length} paths in Chromium`, () => {
      for (const path of paths)
        it(`${path.id}: ${path.title}`, async (context) => {
          if (!browser) throw new Error('Chromium did not start');
          let result = await replayInUi(browser, env(), entry, path);
          // Looked too late at a short-lived state (a busy machine): the replay told nothing; again.
          for (let attempt = 2; result.status === 'too late' && attempt <= TOO_LATE_ATTEMPTS; attempt++)
            result = await replayInUi(browser, env(), entry, path);
          if (result.status === 'too late')
            throw new Error(`${path.id}: ${result.reason} (${TOO_LATE_ATTEMPTS} attempts)`);
          results.get(entry.model.name)?.push(result);
          if (result.error) throw result.error;
          const stopped = `not replayable in UI from step ${result.stepsSeen + 1}: ${result.reason}`;
          if (result.status === 'not replayable' && !allowed.has(path.id))
            throw new Error(
              `${stopped}\n${path.id} is not on the allow-list (tests/paths/not-replayable.ts)`,
            );
          if (result.status === 'passed' && allowed.has(path.id))
            throw new Error(
              `${path.id} replays in full: remove its stale entry from tests/paths/not-replayable.ts`,
            );
          if (result.status === 'not replayable') context.skip(stopped);
        });
      it(`${entry.model.name}: the UI showed every state and transition outside the allow-listed paths`, (context) => {
        const replayed = results.get(entry.model.name) ?? [];
        if (replayed.length < paths.length) context.skip('only part of the paths ran (-t filter)');
        expect(uiGaps(entry.model, replayed, allowed)).toEqual([]);
      });
    });
  }
}

/** The allow-list of paths not replayable in UI names generated paths only. */
export function allowListNamesGeneratedPaths(): void {
  it('the allow-list of paths not replayable in UI names generated paths only', () => {
    const ids = new Set(catalogue.flatMap(({ model }) => generatePaths(model).map((p) => p.id)));
    expect([...Object.keys(notReplayable)].filter((id) => !ids.has(id))).toEqual([]);
  });
}
