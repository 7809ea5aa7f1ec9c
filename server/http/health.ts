import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Paths of the probes under the prefix (answered as API calls, even to a browser). */
export const HEALTH_PATHS = ['/healthz', '/readyz'];

/** `when` of the newest committed migration (drizzle stores it as created_at once applied). */
function newestMigration(): number {
  const journal = JSON.parse(
    readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

type Readiness = 'ready' | 'database_unreachable' | 'migrations_pending';

async function readiness(ctx: AppContext, newest: number): Promise<Readiness> {
  try {
    await ctx.db.execute(sql`select 1`);
  } catch {
    return 'database_unreachable';
  }
  try {
    // Both drivers (pg and PGlite) answer { rows }.
    const result = (await ctx.db.execute(
      sql`select max(created_at) as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: string | number | null }[] };
    const applied = Number(result.rows[0]?.applied ?? 0);
    return applied >= newest ? 'ready' : 'migrations_pending';
  } catch {
    return 'migrations_pending'; // no migrations table yet
  }
}

/**
 * GET {prefix}/healthz: the process is up (200). GET {prefix}/readyz: the database answers and
 * every committed migration is applied (200), else 503 with the reason. For load balancers.
 */
export function registerHealth(app: FastifyInstance, ctx: AppContext) {
  const { prefix } = ctx.config;
  const newest = newestMigration();
  app.get(`${prefix}/healthz`, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get(`${prefix}/readyz`, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const state = await readiness(ctx, newest);
    if (state === 'ready') return { status: 'ready' };
    return reply.code(503).send({ status: 'not_ready', reason: state });
  });
}
