import { isMainThread, threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { heicPhoto } from '../testing/document-files';
import { runInWorker, tasksStarted, WorkerTimeout } from './worker-pool';

describe('the worker pool', () => {
  it('runs the TypeScript tasks on another thread (its worker loads them itself)', async () => {
    expect(isMainThread).toBe(true);
    const worker = await runInWorker('threadId', null, 60_000);
    expect(worker).not.toBe(threadId);
    expect(worker).toBeGreaterThan(0);
    const jpeg = await runInWorker('heicToJpeg', heicPhoto(), 60_000);
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('abandons a task past its time limit and counts the tasks started', async () => {
    const started = tasksStarted('heicToJpeg');
    // One millisecond: the limit runs out before any thread could have converted the photo.
    await expect(runInWorker('heicToJpeg', heicPhoto(), 1)).rejects.toBeInstanceOf(WorkerTimeout);
    expect(tasksStarted('heicToJpeg')).toBe(started + 1);
    // The pool keeps working afterwards.
    expect(await runInWorker('threadId', null, 60_000)).toBeGreaterThan(0);
  });
});
