import { TEST_PG_URL, postgresReachable } from './databases';
import { TEST_REDIS_URL, redisReachable } from './two-instances';

type Service = 'postgres' | 'redis';

/**
 * Whether the services a suite needs answer. Unreachable ones skip the suite with a clear message
 * (the summary counts it as a missing-service skip); under CI=true they fail the run instead, as CI
 * has both.
 */
export async function servicesUp(what: string, needs: Service[] = ['postgres']): Promise<boolean> {
  const missing: string[] = [];
  if (needs.includes('postgres') && !(await postgresReachable())) missing.push(`PostgreSQL (${TEST_PG_URL})`);
  if (needs.includes('redis') && !(await redisReachable())) missing.push(`Redis (${TEST_REDIS_URL})`);
  if (!missing.length) return true;
  const reason = `${what} needs ${missing.join(' and ')}, which is not reachable`;
  if (process.env.CI === 'true') throw new Error(reason);
  console.warn(`SKIPPED (missing service): ${reason}.`);
  return false;
}
