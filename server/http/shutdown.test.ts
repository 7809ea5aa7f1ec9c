import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing';
import { gracefulShutdown } from './shutdown';

/** A listening app with a route that answers only when the test lets it. */
async function appWithSlowRoute() {
  const { app, handle } = await buildTestApp();
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  let entered = () => {};
  const inFlight = new Promise<void>((r) => (entered = r));
  app.get('/slow', async () => {
    entered();
    await released;
    return { done: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const events: string[] = [];
  const closeDb = async () => {
    events.push('db closed');
    await handle.close();
  };
  return { app, url, release, inFlight, events, closeDb };
}

/** A timer the test fires by hand. */
function manualTimer() {
  const timer: { fire?: () => void; ms?: number } = {};
  const setTimer = (fn: () => void, ms: number) => {
    timer.fire = fn;
    timer.ms = ms;
    return { unref() {} };
  };
  return { timer, setTimer };
}

describe('graceful shutdown', () => {
  it('stops accepting, finishes the request in flight, closes the database, then exits 0', async () => {
    const s = await appWithSlowRoute();
    const { timer, setTimer } = manualTimer();
    let exited = (_code: number) => {};
    const exit = new Promise<number>((resolve) => (exited = resolve));
    const onSignal = gracefulShutdown({
      app: s.app,
      closeDb: s.closeDb,
      exit: (code) => {
        s.events.push(`exit ${code}`);
        exited(code);
      },
      setTimer,
    });
    const slow = fetch(`${s.url}/slow`);
    try {
      await s.inFlight;
      onSignal();
      expect(timer.ms).toBe(10_000);
      while (s.app.server.listening) await new Promise((r) => setImmediate(r));
      await expect(fetch(`${s.url}/healthz`)).rejects.toThrow(); // no new connections
      expect(s.events).toEqual([]); // still waiting for /slow
    } finally {
      s.release();
    }
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    expect(await exit).toBe(0);
    expect(s.events).toEqual(['db closed', 'exit 0']);
  });

  it('exits at once on a second signal', async () => {
    const s = await appWithSlowRoute();
    const codes: number[] = [];
    const onSignal = gracefulShutdown({
      app: s.app,
      closeDb: s.closeDb,
      exit: (code) => codes.push(code),
      setTimer: manualTimer().setTimer,
    });
    const slow = fetch(`${s.url}/slow`).catch(() => null);
    await s.inFlight;
    onSignal();
    expect(codes).toEqual([]);
    onSignal();
    expect(codes).toEqual([1]);
    s.release();
    await slow;
  });

  it('exits at once when the grace period ends first', async () => {
    const s = await appWithSlowRoute();
    const codes: number[] = [];
    const { timer, setTimer } = manualTimer();
    const onSignal = gracefulShutdown({
      app: s.app,
      closeDb: s.closeDb,
      exit: (code) => codes.push(code),
      setTimer,
    });
    const slow = fetch(`${s.url}/slow`).catch(() => null);
    await s.inFlight;
    onSignal();
    timer.fire?.();
    expect(codes).toEqual([1]);
    s.release();
    await slow;
  });
});
