import { describe, expect, it } from 'vitest';
import { servicesUp } from '../../server/testing';
import { crashCycles, pgliteTarget, postgresTarget, printReport, type Target } from './suite';

/** 3 kill-and-restart cycles in `npm test`, 20 in `npm run test:crash` (CRASH_CYCLES). */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 3);

const pgUp = await servicesUp('the crash suite on PostgreSQL');

async function crashAndCheck(target: Target) {
  try {
    const report = await crashCycles(target, CYCLES);
    printReport(report);
    expect(report.problems).toEqual([]);
    expect(report.lost).toBe(0);
    expect(report.halfWritten).toBe(0);
    expect(report.acknowledged).toBeGreaterThanOrEqual(CYCLES * 8);
    // The kills hit writes in flight (else nothing could be half-written).
    expect(report.inFlightAtKill).toBeGreaterThan(0);
  } finally {
    await target.remove();
  }
}

// The two databases run side by side (each test has its own server process and data).
describe.concurrent('crash consistency: SIGKILL while writing, restart on the same data', () => {
  it(`keeps every acknowledged write whole on the PGlite data folder (${CYCLES} cycles)`, () =>
    crashAndCheck(pgliteTarget()));

  it.skipIf(!pgUp)(`keeps every acknowledged write whole on PostgreSQL (${CYCLES} cycles)`, async () =>
    crashAndCheck(await postgresTarget()),
  );
});
