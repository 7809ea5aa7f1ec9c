import { describe, expect, it } from 'vitest';
import { computeCoverage, generatePaths, replayPath, uncovered } from '../../tests/paths/toolkit';
import { claimTransferMachine } from './claim-transfer.machine';
import { claimTransferModel } from '../../tests/paths/models/claim-transfer';

const paths = generatePaths(claimTransferModel);

describe('claim-transfer machine: generated paths', () => {
  it.each(paths.map((path) => [path.id, path]))('%s replays against the machine', async (_id, path) => {
    await replayPath(claimTransferMachine, path);
  });

  it('cover every state and transition', () => {
    const coverage = computeCoverage(claimTransferModel, paths);
    expect(uncovered(coverage.states)).toEqual([]);
    expect(uncovered(coverage.transitions)).toEqual([]);
  });
});
