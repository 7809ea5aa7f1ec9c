import type { Page, Request, Route } from 'playwright-core';

/**
 * The page's API traffic (fetch calls) as the replay sees it, and requests held back with
 * `page.route` until a step decides their outcome: released to the real server, or aborted (no answer).
 */
interface Hold {
  routes: Route[];
  /** Hold every matching request until released, not only the first. */
  all: boolean;
  released: boolean;
  handler: (route: Route) => Promise<void>;
  matches: (url: URL) => boolean;
}

interface Traffic {
  inFlight: Set<Request>;
  holds: Map<string, Hold>;
  marks: Map<string, number>;
  lastStart: number;
  lastEnd: number;
  /** Page resources (scripts, styles, documents) that failed to load: a broken build shows here. */
  failedLoads: string[];
}

const traffic = new WeakMap<Page, Traffic>();

function of(page: Page): Traffic {
  const found = traffic.get(page);
  if (!found) throw new Error('network: track(page) was not called');
  return found;
}

// The SPA calls through fetch; uploads go through XMLHttpRequest (for their progress).
const isApi = (request: Request) => ['fetch', 'xhr'].includes(request.resourceType());
const pathOf = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;

/** Starts counting the page's API calls (call before the first navigation). */
export function track(page: Page): void {
  const state: Traffic = {
    inFlight: new Set(),
    holds: new Map(),
    marks: new Map(),
    lastStart: 0,
    lastEnd: 0,
    failedLoads: [],
  };
  traffic.set(page, state);
  page.on('request', (request) => {
    if (!isApi(request)) return;
    state.inFlight.add(request);
    state.lastStart = Date.now();
  });
  const settled = (request: Request) => {
    if (state.inFlight.delete(request)) state.lastEnd = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', (request) => {
    settled(request);
    if (!isApi(request)) state.failedLoads.push(`${pathOf(request)} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (!isApi(response.request()) && response.status() >= 400)
      state.failedLoads.push(`${pathOf(response.request())} ${response.status()}`);
  });
}

export const failedLoads = (page: Page) => of(page).failedLoads;

/** API calls not answered yet, e.g. `GET /login_check`; only those whose path matches, if given. */
export function inFlight(page: Page, path?: RegExp): string[] {
  return [...of(page).inFlight].map(pathOf).filter((call) => !path || path.test(call));
}

/** When the last API call started / was answered (ms since epoch). */
export const lastRequestStart = (page: Page) => of(page).lastStart;
export const lastRequestEnd = (page: Page) => of(page).lastEnd;

/** Remembers a moment (e.g. `busy`), for delays measured against it. */
export function mark(page: Page, name: string, at = Date.now()): void {
  of(page).marks.set(name, at);
}

export function since(page: Page, name: string): number {
  const at = of(page).marks.get(name);
  if (at === undefined) throw new Error(`network: no mark "${name}"`);
  return Date.now() - at;
}

/** Holds the next API call `METHOD /path` (path as a RegExp on the URL path) until released. */
export async function hold(
  page: Page,
  name: string,
  method: string,
  path: RegExp,
  opts: { all?: boolean } = {},
): Promise<void> {
  const state = of(page);
  if (state.holds.has(name)) throw new Error(`network: "${name}" is already held`);
  const held: Hold = {
    routes: [],
    all: opts.all ?? false,
    released: false,
    matches: (url) => path.test(url.pathname),
    handler: async (route) => {
      const request = route.request();
      const take =
        !held.released &&
        isApi(request) &&
        request.method() === method &&
        (held.all || held.routes.length === 0);
      if (take) held.routes.push(route);
      else await route.fallback();
    },
  };
  state.holds.set(name, held);
  await page.route(held.matches, held.handler);
}

/** Waits until `count` held calls arrived (one by default); returns how many are held. */
export async function waitForHeld(page: Page, name: string, timeout = 10_000, count = 1): Promise<number> {
  const held = of(page).holds.get(name);
  if (!held) throw new Error(`network: "${name}" is not held`);
  const end = Date.now() + timeout;
  while (held.routes.length < count) {
    if (Date.now() > end) throw new Error(`the page sent no ${name} request within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return held.routes.length;
}

export const isHeld = (page: Page, name: string) => !!of(page).holds.get(name)?.routes.length;

/** Hands the held calls to `handle` (release or abort), then stops holding. */
async function settleHeld(page: Page, name: string, handle: (route: Route) => Promise<void>) {
  await waitForHeld(page, name);
  const state = of(page);
  const held = state.holds.get(name) as Hold;
  held.released = true;
  state.holds.delete(name);
  for (const route of held.routes) await handle(route);
  await page.unroute(held.matches, held.handler);
}

/**
 * Sends the held calls on to the server, with the cookies the browser holds now (as if the call
 * were made now: a session started or ended meanwhile counts).
 */
export function release(page: Page, name: string): Promise<void> {
  return settleHeld(page, name, async (route) => {
    const headers = await route.request().allHeaders();
    const cookies = await page.context().cookies(route.request().url());
    delete headers.cookie;
    if (cookies.length) headers.cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    await route.continue({ headers });
  });
}

/** The held calls get this answer instead of the server's (an outcome the sample data cannot provoke). */
export function answer(page: Page, name: string, status: number, json: unknown): Promise<void> {
  return settleHeld(page, name, (route) => route.fulfill({ status, json }));
}

/** The held calls get no answer (connection failed): the browser's fetch rejects. */
export function abort(page: Page, name: string): Promise<void> {
  return settleHeld(page, name, (route) => route.abort('connectionfailed'));
}

/** Waits until no API call matching `path` (any, if omitted) is in flight. */
export async function settle(page: Page, path?: RegExp, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  while (inFlight(page, path).length) {
    if (Date.now() > end)
      throw new Error(`API calls still pending after ${timeout} ms: ${inFlight(page, path)}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
