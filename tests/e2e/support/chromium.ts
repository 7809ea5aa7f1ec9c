import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/**
 * CHROME_PATH, else Debian's headless shell (package chromium-headless-shell: the old headless mode,
 * which Playwright also uses for headless runs; a page load costs about two thirds of the CPU time
 * of the full browser's headless mode), else Debian's full Chromium. `full` skips the shell (for
 * Lighthouse, which measures what a browser's user would see). Never a downloaded browser.
 */
export function chromiumPath({ full = false } = {}): string {
  const candidates = [
    process.env.CHROME_PATH,
    ...(full ? [] : ['/usr/bin/chromium-headless-shell']),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found) {
    throw new Error(
      "Chromium not found: install Debian's chromium-headless-shell (or chromium) or set CHROME_PATH. .ci/run installs the headless shell.",
    );
  }
  return found;
}

/** Headless Chromium with the flags this closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * The test worker's one Chromium (launched on first use; it ends with the worker), lent to a test
 * file: `close()` closes the contexts the file opened through it, not the browser. A launch costs
 * about a second of CPU, and the browser suite's files run one after another in two workers.
 */
export async function sharedChromium(): Promise<Browser> {
  shared ??= launchChromium();
  const browser = await shared;
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, key) {
      if (key === 'newContext')
        return async (...args: Parameters<Browser['newContext']>) => track(await target.newContext(...args));
      if (key === 'newPage')
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          track(page.context());
          return page;
        };
      if (key === 'close') return () => Promise.all([...opened].map((c) => c.close())).then(() => undefined);
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
