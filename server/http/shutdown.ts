import type { FastifyInstance } from 'fastify';

/** How long a graceful shutdown may take before the process ends at once. */
export const SHUTDOWN_GRACE_MS = 10_000;

export type ShutdownOptions = {
  app: FastifyInstance;
  /** Closes the database once every request has finished. */
  closeDb: () => Promise<void>;
  exit: (code: number) => void;
  graceMs?: number;
  setTimer?: (fn: () => void, ms: number) => { unref(): unknown };
  onError?: (e: unknown) => void;
};

/**
 * The SIGTERM/SIGINT handler. The first signal stops accepting connections, lets the requests in
 * flight finish (Fastify answers 503 to new requests on kept-alive connections, idle ones close),
 * disconnects the sockets (socket.io's preClose hook), closes the database and exits 0.
 * A second signal, or the grace period running out, exits 1 at once.
 */
export function gracefulShutdown(opts: ShutdownOptions): () => void {
  const { app, closeDb, exit, graceMs = SHUTDOWN_GRACE_MS, setTimer = setTimeout } = opts;
  let stopping = false;
  let done = false;
  const finish = (code: number) => {
    if (done) return;
    done = true;
    exit(code);
  };
  return () => {
    if (stopping) return finish(1);
    stopping = true;
    setTimer(() => finish(1), graceMs).unref();
    // A kept-alive connection closes right after its last answer instead of idling on (closing
    // waits for every connection); those idle now close with the server.
    app.server.keepAliveTimeout = 1;
    void (async () => {
      try {
        await app.close();
        await closeDb();
        finish(0);
      } catch (e) {
        opts.onError?.(e);
        finish(1);
      }
    })();
  };
}
