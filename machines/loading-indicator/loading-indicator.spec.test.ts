/**
 * SPEC scenarios (§2 'A loading spinner shows while requests are pending, with a 500 ms debounce
 * and a 400 ms delay'; §9 'Loader debounce 500 ms, delay 400 ms'), written from the SPEC.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { loadingIndicatorMachine } from './loading-indicator.machine';

describe('loading indicator (SPEC §2, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const spinner = (actor: { getSnapshot: () => { hasTag: (t: 'spinner') => boolean } }) =>
    actor.getSnapshot().hasTag('spinner');

  it('shows after 400 ms of pending requests and stays 500 ms after they settle', () => {
    const actor = createActor(loadingIndicatorMachine).start();
    actor.send({ type: 'BUSY' });
    vi.advanceTimersByTime(399);
    expect(spinner(actor)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(spinner(actor)).toBe(true);
    actor.send({ type: 'IDLE' });
    vi.advanceTimersByTime(499);
    expect(spinner(actor)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(spinner(actor)).toBe(false);
  });

  it('a request settling within the 400 ms delay shows no spinner at all', () => {
    const actor = createActor(loadingIndicatorMachine).start();
    actor.send({ type: 'BUSY' });
    vi.advanceTimersByTime(300);
    actor.send({ type: 'IDLE' });
    vi.advanceTimersByTime(1000);
    expect(spinner(actor)).toBe(false);
  });

  it('a request starting within the 500 ms debounce keeps the spinner without a flicker', () => {
    const actor = createActor(loadingIndicatorMachine).start();
    actor.send({ type: 'BUSY' });
    vi.advanceTimersByTime(400);
    actor.send({ type: 'IDLE' });
    vi.advanceTimersByTime(300);
    actor.send({ type: 'BUSY' });
    vi.advanceTimersByTime(1000);
    expect(spinner(actor)).toBe(true);
  });
});
