import { Agent, get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export type PacedResult = { p99: number; rps: number; errors: number; sent: number };

/**
 * Requests at an even pace, `rate` a second for `seconds`, over at most `connections` kept-alive
 * sockets: an open-loop load, so a slow answer does not hold the next request back. Each latency
 * is measured from when its request was due, so time spent waiting for a socket or behind a late
 * client counts too (no coordinated omission).
 *
 * Why not autocannon's `overallRate`: it lets each connection send its share of a second at once
 * and then pause, so every second starts with a burst at full speed; the p99 it reports is the
 * saturated one (and its coordinated-omission correction adds samples at 1 ms steps on top).
 */
export async function pacedLoad(
  url: string,
  headers: Record<string, string>,
  rate: number,
  seconds: number,
  connections: number,
): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const one = (due: number) =>
    new Promise<void>((resolve) => {
      const req = get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) errors++;
          else latencies.push(performance.now() - due);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  const pending: Array<Promise<void>> = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    pending.push(one(due));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? NaN;
  return { p99: Math.round(p99 * 10) / 10, rps: latencies.length / elapsed, errors, sent: total };
}
