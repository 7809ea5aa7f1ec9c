import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { computeCoverage, generatePaths, replayPath, uncovered } from '../../tests/paths/toolkit';
import { loadingIndicatorMachine } from './loading-indicator.machine';
import { loadingIndicatorModel } from '../../tests/paths/models/loading-indicator';

const paths = generatePaths(loadingIndicatorModel);

describe('loading indicator machine: generated paths', () => {
  it.each(paths.map((path) => [path.id, path]))('%s replays against the machine', async (_id, path) => {
    await replayPath(loadingIndicatorMachine, path);
  });

  it('cover every state and transition', () => {
    const coverage = computeCoverage(loadingIndicatorModel, paths);
    expect(uncovered(coverage.states)).toEqual([]);
    expect(uncovered(coverage.transitions)).toEqual([]);
    expect(coverage.transitions.length).toBe(6);
  });
});

describe('loading indicator timings', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const spinner = (actor: ReturnType<typeof start>) => actor.getSnapshot().hasTag('spinner');
  const start = () => createActor(loadingIndicatorMachine).start();

  it('shows no spinner before 400 ms of pending requests', () => {
    const actor = start();
    actor.send({ type: 'BUSY' });
    vi.advanceTimersByTime(399);
    expect(spinner(actor)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(spinner(actor)).toBe(true);
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it('never shows the spinner for a request shorter than 400 ms', () => {
    const actor = start();
    actor.send({ type: 'BUSY' });
    vi.advanceTimersByTime(300);
    actor.send({ type: 'IDLE' });
    vi.advanceTimersByTime(2000);
    expect(spinner(actor)).toBe(false);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps the spinner 500 ms after IDLE, then hides it', () => {
    const actor = start();
    actor.send({ type: 'BUSY' });
    vi.advanceTimersByTime(400);
    actor.send({ type: 'IDLE' });
    vi.advanceTimersByTime(499);
    expect(spinner(actor)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(spinner(actor)).toBe(false);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a request within the 500 ms debounce keeps the spinner without a flicker', () => {
    const actor = start();
    actor.send({ type: 'BUSY' });
    vi.advanceTimersByTime(400);
    actor.send({ type: 'IDLE' });
    vi.advanceTimersByTime(300);
    actor.send({ type: 'BUSY' });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('shown');
    actor.send({ type: 'IDLE' });
    vi.advanceTimersByTime(500);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
