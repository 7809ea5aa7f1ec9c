import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { WorkerCall, WorkerTasks } from '../workers/tasks';

/**
 * Heavy work on untrusted or large input (HEIC conversion, decoding a drawn signature, building
 * the legal PDFs) runs here, off the event loop, so that `/healthz` and every other request keep
 * answering while it runs (DESIGN §7).
 *
 * One thread fewer than the machine has cores (at least one): the event loop keeps a core. Each
 * task has a time limit that covers its wait in the queue and its run; past it the task is
 * abandoned (a running thread is ended) and the call rejects with WorkerTimeout. A thread's heap is
 * capped, so a decoding bomb that slipped past the header checks ends its thread, not the server.
 */
export const WORKER_THREADS = Math.max(1, availableParallelism() - 1);
export const WORKER_HEAP_MB = 512;
/** How long building one of the portal's PDFs may take, waiting for a thread included. */
export const PDF_TIME_LIMIT_MS = 20_000;

export class WorkerTimeout extends Error {
  constructor(readonly task: string) {
    super(`${task} took longer than its time limit`);
  }
}

let pool: Piscina | undefined;
const started = new Map<string, number>();

function thePool(): Piscina {
  pool ??= new Piscina({
    // A small ES module that loads the TypeScript tasks itself (under tsx, vitest or plain node).
    filename: new URL('../workers/worker.mjs', import.meta.url).href,
    // Once used, one thread stays (starting one loads the tasks' modules: a second or more).
    minThreads: 1,
    maxThreads: WORKER_THREADS,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  return pool;
}

export type TaskName = keyof WorkerTasks;

/** Runs one task in the pool; rejects with WorkerTimeout past `timeoutMs`, else with the task's error. */
export async function runInWorker<K extends TaskName>(
  task: K,
  input: Parameters<WorkerTasks[K]>[0],
  timeoutMs: number,
): Promise<Awaited<ReturnType<WorkerTasks[K]>>> {
  started.set(task, (started.get(task) ?? 0) + 1);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const call = { task, input } as WorkerCall;
    return await thePool().run(call, { name: 'run', signal });
  } catch (error) {
    if (signal.aborted) throw new WorkerTimeout(task);
    throw error;
  }
}

/**
 * Starts the pool's first thread now, in the background (the server calls it as it starts): the
 * first upload or PDF then does not wait for a thread to load the tasks' modules.
 */
export function startWorkers(): void {
  runInWorker('threadId', null, 120_000).catch((e: unknown) =>
    console.error('The worker pool did not start:', e),
  );
}

/** How many times each task was started in this process (tests assert that hostile input never was). */
export const tasksStarted = (task: TaskName): number => started.get(task) ?? 0;
