import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  hostileDocuments,
  pngBomb,
  pngFile,
  startServerProcess,
  TestBrowser,
  truncated,
  type ServerProcess,
} from '../../server/testing';

/** One hostile request: what it sends, and the refusal it must get (a 4xx and its reason code). */
export type Hostile = {
  name: string;
  send: (b: TestBrowser) => ReturnType<TestBrowser['request']>;
  reason: string;
};

const drawn = (png: Uint8Array) => ({ method: 'drawn', png_base64: Buffer.from(png).toString('base64') });

/**
 * Every hostile upload: each hostile document (bombs, huge HEIC, many frames, cut short, empty)
 * on the claim's upload, and hostile drawn signatures on the owner's and the public signing route.
 */
export function hostileRequests(claimId: number): Hostile[] {
  const documents = hostileDocuments().map((f) => ({
    name: `document ${f.name}`,
    reason: f.reason,
    send: (b: TestBrowser) => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(f.bytes)]), f.name);
      return b.request('POST', `/claims/${claimId}/documents`, { form });
    },
  }));
  const signatures: [string, Uint8Array, string][] = [
    ['signature bomb 16000×16000', pngBomb(16000, 16000), 'signature_too_large'],
    ['signature of 20 frames', pngBomb(400, 200, 20), 'signature_invalid'],
    ['signature cut short', truncated(pngFile(600, 200)), 'signature_invalid'],
  ];
  const token = 'A'.repeat(43);
  return [
    ...documents,
    ...signatures.flatMap(([name, png, reason]) => [
      {
        name: `owner's ${name}`,
        reason,
        send: (b: TestBrowser) =>
          b.post(`/claims/${claimId}/signatures/1`, { signature: drawn(png), minor: true }),
      },
      {
        name: `public link ${name}`,
        reason,
        send: (b: TestBrowser) => b.post(`/signature/${token}`, { signature: drawn(png) }),
      },
    ]),
  ];
}

/** The reason codes of a refusal: its message, or a 422's field errors. */
export function reasons(json: unknown): string[] {
  const body = (json ?? {}) as { message?: string; errors?: Record<string, string[]> };
  return body.errors ? Object.values(body.errors).flat() : body.message ? [body.message] : [];
}

/**
 * The health sampler's thread: `GET /healthz` every `everyMs` (a new probe does not wait for the
 * last), each answer's time in milliseconds, until told to stop.
 */
const SAMPLER = `
const { parentPort, workerData } = require('node:worker_threads');
const times = [], failures = [], inFlight = new Set();
const timer = setInterval(() => {
  const started = performance.now();
  const probe = fetch(workerData.url)
    .then(async (res) => {
      await res.arrayBuffer();
      (res.status === 200 ? times : failures).push(performance.now() - started);
    })
    .catch(() => void failures.push(performance.now() - started))
    .finally(() => inFlight.delete(probe));
  inFlight.add(probe);
}, workerData.everyMs);
parentPort.once('message', async () => {
  clearInterval(timer);
  await Promise.all(inFlight);
  parentPort.postMessage({ times, failures });
});
`;

/**
 * Samples `GET /healthz` every `everyMs` until stopped, from a thread of its own: the attacker's
 * event loop (building and sending the uploads) must not delay the probes or their timing, so the
 * figures are the server's.
 */
export function sampleHealth(origin: string, everyMs = 50) {
  const sampler = new Worker(SAMPLER, { eval: true, workerData: { url: `${origin}/healthz`, everyMs } });
  return {
    async stop(): Promise<{ times: number[]; failures: number[] }> {
      const result = new Promise<{ times: number[]; failures: number[] }>((resolve, reject) => {
        sampler.once('message', resolve);
        sampler.once('error', reject);
      });
      sampler.postMessage('stop');
      const figures = await result;
      await sampler.terminate();
      return figures;
    },
  };
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Sends `total` hostile requests, `concurrency` at a time, cycling through the list; every answer. */
export async function attack(b: TestBrowser, list: Hostile[], total: number, concurrency = 10) {
  const answers: { hostile: Hostile; status: number; reasons: string[] }[] = [];
  let next = 0;
  const lane = async () => {
    while (next < total) {
      const hostile = list[next++ % list.length]!;
      const res = await hostile.send(b);
      answers.push({ hostile, status: res.status, reasons: reasons(res.json) });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return answers;
}

/**
 * The real server in its own process (as `npm start` runs it, on a fresh embedded database with
 * the demo data), the demo customer signed in, and the id of one of their open claims.
 */
export async function startTarget(): Promise<{
  server: ServerProcess;
  demo: TestBrowser;
  claimId: number;
  close(): Promise<void>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hostile-'));
  const server = await startServerProcess({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const close = async () => {
    server.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const demo = new TestBrowser(server.origin);
  if ((await demo.login('demo@example.com', 'Demo1234')).status !== 200)
    throw new Error('demo sign-in failed');
  for (let id = 1; id <= 50; id++) {
    const res = await demo.get(`/claims/${id}/documents`);
    if (res.status === 200 && !(res.json as { closed: boolean }).closed)
      return { server, demo, claimId: id, close };
  }
  await close();
  throw new Error('the demo customer has no open claim');
}
