import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The real server (server/main.ts) in a child process, as an operator runs it. */
export type ServerProcess = {
  /** http://127.0.0.1:PORT (the port it picked) */
  origin: string;
  pid: number;
  /** Sends a signal (SIGKILL: the process dies at once, nothing is flushed or closed). */
  kill(signal: NodeJS.Signals): void;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** What it wrote to stdout and stderr so far (the last megabyte of it). */
  output(): string;
};

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** A server under load may log a line per request: only the tail is kept. */
const OUTPUT_KEPT = 1 << 20;

/**
 * Starts `server/main.ts --api-only` (or `script` with its arguments, a file relative to the
 * repository that prints `http://localhost:PORT` once it listens; Node flags may come first) with `env` over the test's
 * environment (PORT=0 unless set) and resolves once it listens. Rejects with its output when it
 * exits before.
 */
export function startServerProcess(
  env: Record<string, string>,
  script: string[] = ['server/main.ts', '--api-only'],
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...script], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (chunk: Buffer) => {
    out += chunk.toString();
    if (out.length > 2 * OUTPUT_KEPT) out = out.slice(-OUTPUT_KEPT);
  };
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      keep(chunk);
      const port = /http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (!port || !child.pid) return;
      child.stdout?.off('data', onData);
      child.stdout?.on('data', keep);
      resolve({
        origin: `http://127.0.0.1:${port}`,
        pid: child.pid,
        kill: (signal) => child.kill(signal),
        exited,
        output: () => out.slice(-OUTPUT_KEPT),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', keep);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${out}`)));
  });
}
