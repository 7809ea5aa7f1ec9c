import { tabStorage } from './tab-storage';

/** SPEC §8/§9: a page chunk that has not loaded after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** A chunk failing again within this time after a reload is not a new deployment: show the dialog. */
export const RELOAD_GUARD_MS = 60_000;
const RELOAD_KEY = 'portal:chunk-reload';

export class ChunkLoadError extends Error {
  constructor(
    readonly reason: 'failed' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(reason === 'timeout' ? 'Page chunk load timed out' : 'Page chunk failed to load', options);
    this.name = 'ChunkLoadError';
  }
}

export type ChunkEnv = {
  timeoutMs: number;
  /** Where the reload guard is kept across the reload (the tab's sessionStorage). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  reload: () => void;
  now: () => number;
};

const browserEnv = (): ChunkEnv => ({
  timeoutMs: CHUNK_TIMEOUT_MS,
  // Denied in a third-party frame (embedding): then no reload-once, the dialog at once.
  storage: tabStorage() ?? undefined,
  reload: () => window.location.reload(),
  now: () => Date.now(),
});

/**
 * Loading of page chunks: `load` races a chunk's import against the time-out and counts pending
 * chunks (for the loading indicator). A chunk that cannot be fetched first reloads the page once:
 * after a new deployment the old chunk names are gone and the reloaded index.html names the new
 * ones. A failure again within RELOAD_GUARD_MS, or a time-out, calls the failure handler (the
 * 'Warning' dialog of SPEC §8).
 */
export function createChunkLoader(overrides: Partial<ChunkEnv> = {}) {
  const env = { ...browserEnv(), ...overrides };
  let pending = 0;
  let reloading = false;
  let missedFailure = false;
  let onFailure: (() => void) | undefined;
  const listeners = new Set<() => void>();

  const setPending = (delta: number) => {
    pending += delta;
    // Told after the current task: a chunk can start loading while React renders a route.
    queueMicrotask(() => listeners.forEach((listener) => listener()));
  };

  /** Reloads the page unless it was reloaded for a chunk moments ago; true when it reloads. */
  function reloadOnce(): boolean {
    if (reloading) return true;
    try {
      const last = Number(env.storage?.getItem(RELOAD_KEY));
      if (!env.storage || (last && env.now() - last < RELOAD_GUARD_MS)) return false;
      env.storage.setItem(RELOAD_KEY, String(env.now()));
    } catch {
      return false; // No storage to guard against a reload loop: do not reload on our own.
    }
    reloading = true;
    env.reload();
    return true;
  }

  function failed(reason: ChunkLoadError['reason']) {
    if (reason === 'failed' && reloadOnce()) return;
    if (onFailure) onFailure();
    else missedFailure = true;
  }

  async function load<T>(importer: () => Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('timeout')), env.timeoutMs);
    });
    setPending(1);
    try {
      return await Promise.race([importer(), timeout]);
    } catch (error) {
      const chunkError =
        error instanceof ChunkLoadError ? error : new ChunkLoadError('failed', { cause: error });
      failed(chunkError.reason);
      throw chunkError;
    } finally {
      clearTimeout(timer);
      setPending(-1);
    }
  }

  return {
    load,
    /** A chunk failed outside `load` (vite's `vite:preloadError`). */
    failed: () => failed('failed'),
    /** Who shows the failure (the failed-request dialog); a failure before that is shown then. */
    setFailureHandler(handler: (() => void) | undefined) {
      onFailure = handler;
      if (handler && missedFailure) {
        missedFailure = false;
        handler();
      }
    },
    pending: () => pending,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
export type ChunkLoader = ReturnType<typeof createChunkLoader>;

/** The app's one chunk loader. */
export const chunks = createChunkLoader();

/** What the build wraps every route chunk's `import()` in (tools/vite-route-chunks.ts). */
export const loadChunk = <T>(importer: () => Promise<T>): Promise<T> => chunks.load(importer);
