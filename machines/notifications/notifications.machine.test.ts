import { describe, expect, it } from 'vitest';
import { computeCoverage, generatePaths, replayPath, uncovered } from '../../tests/paths/toolkit';
import { notificationsMachine } from './notifications.machine';
import { notificationsModel } from '../../tests/paths/models/notifications';

const paths = generatePaths(notificationsModel);

describe('notifications machine: generated paths', () => {
  it.each(paths.map((path) => [path.id, path]))('%s replays against the machine', async (_id, path) => {
    await replayPath(notificationsMachine, path);
  });

  it('cover every state and transition', () => {
    const coverage = computeCoverage(notificationsModel, paths);
    expect(uncovered(coverage.states)).toEqual([]);
    expect(uncovered(coverage.transitions)).toEqual([]);
  });
});
