import { describe, expect, it } from 'vitest';
import { computeCoverage, generatePaths, replayPath, uncovered } from '../../tests/paths/toolkit';
import { signingMachine } from './signing.machine';
import { signingModel } from '../../tests/paths/models/signing';

const paths = generatePaths(signingModel);

describe('signing machine: generated paths', () => {
  it.each(paths.map((path) => [path.id, path]))('%s replays against the machine', async (_id, path) => {
    await replayPath(signingMachine, path);
  });

  it('cover every state and transition', () => {
    const coverage = computeCoverage(signingModel, paths);
    expect(uncovered(coverage.states)).toEqual([]);
    expect(uncovered(coverage.transitions)).toEqual([]);
  });
});
