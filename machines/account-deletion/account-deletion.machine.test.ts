import { describe, expect, it } from 'vitest';
import { computeCoverage, generatePaths, replayPath, uncovered } from '../../tests/paths/toolkit';
import { accountDeletionMachine } from './account-deletion.machine';
import { accountDeletionModel } from '../../tests/paths/models/account-deletion';

const paths = generatePaths(accountDeletionModel);

describe('account-deletion machine: generated paths', () => {
  it.each(paths.map((path) => [path.id, path]))('%s replays against the machine', async (_id, path) => {
    await replayPath(accountDeletionMachine, path);
  });

  it('cover every state and transition', () => {
    const coverage = computeCoverage(accountDeletionModel, paths);
    expect(uncovered(coverage.states)).toEqual([]);
    expect(uncovered(coverage.transitions)).toEqual([]);
  });
});
