import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, createChunkLoader, RELOAD_GUARD_MS } from './chunk-load';

const never = () => new Promise<never>(() => {});
const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: x.js'));

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

/** A loader as one page sees it; `storage` survives "reloads" (a new loader with the same storage). */
function page(storage = memoryStorage(), now = () => Date.now()) {
  const reload = vi.fn();
  const onFailure = vi.fn();
  const chunks = createChunkLoader({ storage, reload, now });
  chunks.setFailureHandler(onFailure);
  return { chunks, reload, onFailure, storage };
}

describe('loadChunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the module and counts the chunk as pending while it loads', async () => {
    const { chunks, onFailure } = page();
    let resolve: (m: { component: string }) => void = () => {};
    const loading = chunks.load(() => new Promise<{ component: string }>((r) => (resolve = r)));
    expect(chunks.pending()).toBe(1);
    resolve({ component: 'Page' });
    await expect(loading).resolves.toEqual({ component: 'Page' });
    expect(chunks.pending()).toBe(0);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('times out after 120 s (SPEC §9) and shows the failure dialog, without reloading', async () => {
    const { chunks, onFailure, reload } = page();
    const loading = chunks.load(never);
    const outcome = expect(loading).rejects.toMatchObject({ reason: 'timeout' });
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(onFailure).not.toHaveBeenCalled();
    expect(chunks.pending()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(onFailure).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    expect(chunks.pending()).toBe(0);
  });

  it('takes a shorter time-out from its environment', async () => {
    const chunks = createChunkLoader({ timeoutMs: 50, storage: memoryStorage(), reload: vi.fn() });
    const loading = chunks.load(never);
    const outcome = expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(50);
    await outcome;
  });

  it('reloads once when a chunk fails (a new deployment), then shows the dialog instead of reloading again', async () => {
    const storage = memoryStorage();
    const first = page(storage);
    await expect(first.chunks.load(failing)).rejects.toMatchObject({ reason: 'failed' });
    await expect(first.chunks.load(failing)).rejects.toMatchObject({ reason: 'failed' });
    expect(first.reload).toHaveBeenCalledOnce();
    expect(first.onFailure).not.toHaveBeenCalled();

    // After the reload the chunk still fails: no reload loop, the dialog.
    const second = page(storage);
    await expect(second.chunks.load(failing)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(second.reload).not.toHaveBeenCalled();
    expect(second.onFailure).toHaveBeenCalledOnce();
  });

  it('reloads again for a failure long after the last reload (a later deployment)', async () => {
    const storage = memoryStorage();
    let time = 1_000_000;
    const first = page(storage, () => time);
    await first.chunks.load(failing).catch(() => {});
    expect(first.reload).toHaveBeenCalledOnce();
    time += RELOAD_GUARD_MS + 1;
    const later = page(storage, () => time);
    await later.chunks.load(failing).catch(() => {});
    expect(later.reload).toHaveBeenCalledOnce();
  });

  it('never reloads without storage to guard the reload with', async () => {
    const reload = vi.fn();
    const onFailure = vi.fn();
    const chunks = createChunkLoader({ storage: undefined, reload });
    chunks.setFailureHandler(onFailure);
    await chunks.load(failing).catch(() => {});
    expect(reload).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledOnce();
  });

  it('shows a failure from before the dialog was ready once the dialog is there', async () => {
    const chunks = createChunkLoader({ storage: memoryStorage(), reload: vi.fn(), timeoutMs: 10 });
    const loading = chunks.load(never).catch(() => {});
    await vi.advanceTimersByTimeAsync(10);
    await loading;
    const onFailure = vi.fn();
    chunks.setFailureHandler(onFailure);
    expect(onFailure).toHaveBeenCalledOnce();
  });
});
