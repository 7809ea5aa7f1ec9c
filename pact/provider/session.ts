import type { IncomingMessage, ServerResponse } from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { CSRF_COOKIE, CSRF_HEADER, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../contract';

/** The pact-js verifier proxy's `requestFilter` (an express middleware). */
export type RequestFilter = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
) => void;

/** Paths of the pact-js proxy itself (state setup, messages): never filtered. */
const PROXY_PATHS = ['/_pactSetup', '/_messages'];

/** Most failed logins tried to reach the lock (SPEC §9 locks after 5). */
const MAX_LOCK_ATTEMPTS = 10;

/**
 * The verifier's browser: one cookie jar against the provider under test,
 * used through the public API only, so it works for any server.
 *
 * - Provider states that are about sessions ('the user is signed in', 'the
 *   account is locked') are reached by calling the API like the SPA does.
 * - `requestFilter` gives every replayed pact request this jar's cookies and
 *   replaces the pact's example `x-csrf-token` with the session's real token.
 */
export class ProviderSession {
  private jar = new Map<string, string>();
  /** The realtime socket of "the user's realtime socket is connected", and what it received. */
  private socket: Socket | undefined;
  private received = new Map<string, unknown[]>();
  private waiting = new Map<string, (payload: unknown) => void>();
  /** Replayed requests send a CSRF token that is not this session's ('the CSRF token is stale'). */
  staleCsrf = false;

  /** `baseUrl`: origin + portal prefix of the provider. */
  constructor(private readonly baseUrl: string) {}

  /** A fresh anonymous visitor. */
  reset(): void {
    this.socket?.close();
    this.socket = undefined;
    this.received.clear();
    this.waiting.clear();
    this.jar.clear();
    this.staleCsrf = false;
  }

  get csrfToken(): string | undefined {
    return this.jar.get(CSRF_COOKIE);
  }

  /**
   * What the pacts inject into each request (`fromProviderState`, pact/consumer/pact.ts): this
   * browser's cookies and the CSRF token it sends (a wrong one under 'the CSRF token is stale').
   */
  injectedValues(): { cookie: string; csrfToken: string } {
    const token = this.csrfToken ?? '';
    return { cookie: this.cookieHeader(), csrfToken: this.staleCsrf ? `stale-${token}` : token };
  }

  /** One API call like the SPA makes it (X-Requested-With, CSRF header, cookies). */
  async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown }> {
    if (method !== 'GET') await this.ensureCsrf();
    const headers: Record<string, string> = { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE };
    if (this.jar.size > 0) headers.cookie = this.cookieHeader();
    if (method !== 'GET' && this.csrfToken) headers[CSRF_HEADER] = this.csrfToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.store(res.headers.getSetCookie());
    const text = await res.text();
    return { status: res.status, body: parseJson(text) };
  }

  /** Opens a page address (a mailed link) without following its redirect; keeps its cookies. */
  async open(path: string): Promise<number> {
    const headers: Record<string, string> = { accept: 'text/html' };
    if (this.jar.size > 0) headers.cookie = this.cookieHeader();
    const res = await fetch(`${this.baseUrl}${path}`, { headers, redirect: 'manual' });
    this.store(res.headers.getSetCookie());
    return res.status;
  }

  /** A cookie the browser holds from before (e.g. set by a request of an earlier visit). */
  setCookie(name: string, value: string): void {
    this.jar.set(name, value);
  }

  /** The CSRF cookie comes with the first answer, e.g. GET /login_check. */
  async ensureCsrf(): Promise<void> {
    if (this.csrfToken) return;
    await this.call('GET', '/login_check');
    if (!this.csrfToken) throw new Error(`GET /login_check set no ${CSRF_COOKIE} cookie`);
  }

  async signIn(email: string, password: string): Promise<void> {
    const res = await this.call('POST', '/login', { email, password });
    if (res.status !== 200)
      throw new Error(`signing in ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  }

  /** Opens the realtime socket as the SPA does (session cookie, own Origin) and records every event. */
  async connectSocket(): Promise<void> {
    const { origin, pathname } = new URL(this.baseUrl);
    const socket = io(origin, {
      path: `${pathname.replace(/\/+$/, '')}/socket.io`,
      transports: ['websocket'],
      extraHeaders: { cookie: this.cookieHeader(), origin },
      reconnection: false,
    });
    socket.onAny((event: string, payload: unknown) => {
      const waiter = this.waiting.get(event);
      this.waiting.delete(event);
      if (waiter) waiter(payload);
      else this.received.set(event, [...(this.received.get(event) ?? []), payload]);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    this.socket = socket;
  }

  /** The next payload of `event` on the realtime socket (the first one already received, if any). */
  nextEvent(event: string, timeoutMs = 10_000): Promise<unknown> {
    const queued = this.received.get(event);
    if (queued?.length) return Promise.resolve(queued.shift());
    if (!this.socket)
      return Promise.reject(
        new Error('no realtime socket: "the user\'s realtime socket is connected" first'),
      );
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${event}" on the realtime socket`)), timeoutMs);
      this.waiting.set(event, (payload) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });
  }

  /** Fails POST /login with wrong passwords until the API answers 429. */
  async lock(email: string): Promise<void> {
    for (let i = 1; i <= MAX_LOCK_ATTEMPTS; i++) {
      const res = await this.call('POST', '/login', { email, password: `not-the-password-${i}` });
      if (res.status === 429) return;
      if (res.status !== 401)
        throw new Error(`locking ${email}: unexpected ${res.status} ${JSON.stringify(res.body)}`);
    }
    throw new Error(`${email} was not locked after ${MAX_LOCK_ATTEMPTS} failed logins`);
  }

  readonly requestFilter: RequestFilter = (req, _res, next) => {
    if (PROXY_PATHS.some((p) => req.url?.startsWith(p))) return next();
    this.ensureCsrf().then(() => {
      req.headers.cookie = this.cookieHeader();
      // The verifier sends a bodiless POST without content-length, which its proxy then
      // forwards chunked; a browser sends `content-length: 0`.
      const bodiless = !req.headers['content-length'] && !req.headers['transfer-encoding'];
      if (bodiless && req.method !== 'GET' && req.method !== 'HEAD') req.headers['content-length'] = '0';
      if (req.headers[CSRF_HEADER] !== undefined)
        req.headers[CSRF_HEADER] = this.staleCsrf ? `stale-${this.csrfToken}` : this.csrfToken;
      next();
    }, next);
  };

  private cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || attrs.some(isExpiry)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
}

/** `Max-Age=0` or an `Expires` in the past: the server deletes the cookie. */
function isExpiry(attr: string): boolean {
  const [key = '', value = ''] = attr.split('=').map((x) => x.trim());
  if (/^max-age$/i.test(key)) return Number(value) <= 0;
  return /^expires$/i.test(key) && Date.parse(value) <= Date.now();
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}
