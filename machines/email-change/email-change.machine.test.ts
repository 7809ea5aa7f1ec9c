import { describe, expect, it } from 'vitest';
import { computeCoverage, generatePaths, replayPath, uncovered } from '../../tests/paths/toolkit';
import { emailChangeMachine } from './email-change.machine';
import { emailChangeModel } from '../../tests/paths/models/email-change';

const paths = generatePaths(emailChangeModel);

describe('email-change machine: generated paths', () => {
  it.each(paths.map((path) => [path.id, path]))('%s replays against the machine', async (_id, path) => {
    await replayPath(emailChangeMachine, path);
  });

  it('cover every state and transition', () => {
    const coverage = computeCoverage(emailChangeModel, paths);
    expect(uncovered(coverage.states)).toEqual([]);
    expect(uncovered(coverage.transitions)).toEqual([]);
  });
});
