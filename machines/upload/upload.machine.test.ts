import { describe, expect, it } from 'vitest';
import { computeCoverage, generatePaths, replayPath, uncovered } from '../../tests/paths/toolkit';
import { uploadMachine } from './upload.machine';
import { uploadModel } from '../../tests/paths/models/upload';

const paths = generatePaths(uploadModel);

describe('upload machine: generated paths', () => {
  it.each(paths.map((path) => [path.id, path]))('%s replays against the machine', async (_id, path) => {
    await replayPath(uploadMachine, path);
  });

  it('cover every state and transition', () => {
    const coverage = computeCoverage(uploadModel, paths);
    expect(uncovered(coverage.states)).toEqual([]);
    expect(uncovered(coverage.transitions)).toEqual([]);
  });
});
