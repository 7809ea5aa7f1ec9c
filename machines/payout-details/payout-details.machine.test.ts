import { describe, expect, it } from 'vitest';
import { computeCoverage, generatePaths, replayPath, uncovered } from '../testing';
import { payoutDetailsMachine } from './payout-details.machine';
import { payoutDetailsModel } from './payout-details.model';

const paths = generatePaths(payoutDetailsModel);

describe('payout-details machine: generated paths', () => {
  it.each(paths.map((path) => [path.id, path]))('%s replays against the machine', async (_id, path) => {
    await replayPath(payoutDetailsMachine, path);
  });

  it('cover every state and transition', () => {
    const coverage = computeCoverage(payoutDetailsModel, paths);
    expect(uncovered(coverage.states)).toEqual([]);
    expect(uncovered(coverage.transitions)).toEqual([]);
  });
});
