import { describe, expect, it } from 'vitest';
import { computeCoverage, generatePaths, replayPath, uncovered } from '../../tests/paths/toolkit';
import { estimateMachine } from './estimate.machine';
import { estimateModel } from '../../tests/paths/models/estimate';

const paths = generatePaths(estimateModel);

describe('estimate machine: generated paths', () => {
  it.each(paths.map((path) => [path.id, path]))('%s replays against the machine', async (_id, path) => {
    await replayPath(estimateMachine, path);
  });

  it('cover every state and transition', () => {
    const coverage = computeCoverage(estimateModel, paths);
    expect(uncovered(coverage.states)).toEqual([]);
    expect(uncovered(coverage.transitions)).toEqual([]);
  });
});
