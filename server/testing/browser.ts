import { CSRF_COOKIE, CSRF_HEADER, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../contract';

type Options = {
  body?: unknown;
  raw?: string;
  /** A multipart body (fetch sets its content type and boundary). */
  form?: FormData;
  headers?: Record<string, string>;
  csrf?: boolean;
};

/**
 * A minimal browser for HTTP tests: keeps cookies like a browser would and
 * sends the headers the SPA sends (X-Requested-With, the CSRF token echoed
 * from its cookie).
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(method: string, path: string, opts: Options = {}) {
    const headers: Record<string, string> = {
      [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
      accept: 'application/json',
      ...opts.headers,
    };
    const csrf = this.cookies.get(CSRF_COOKIE);
    if (opts.csrf !== false && csrf) headers[CSRF_HEADER] = csrf;
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | FormData | undefined = opts.raw;
    if (opts.body !== undefined) payload = JSON.stringify(opts.body);
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    if (opts.form) payload = opts.form;
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) this.store(line);
    const text = await res.text();
    const json: unknown =
      text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    return {
      status: res.status,
      headers: res.headers,
      text,
      json: json as Record<string, unknown> & unknown,
    };
  }

  get = (path: string, opts?: Options) => this.request('GET', path, opts);
  post = (path: string, body?: unknown, opts: Options = {}) =>
    this.request('POST', path, body === undefined ? opts : { ...opts, body });

  /** Signs in (fetching a CSRF token first if needed) and returns the answer. */
  async login(email: string, password: string) {
    if (!this.cookies.has(CSRF_COOKIE)) await this.get('/login_check');
    return this.post('/login', { email, password });
  }

  private store(line: string) {
    const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const expires = attrs.find((a) => a.toLowerCase().startsWith('expires='));
    const gone = value === '' || (expires && new Date(expires.slice(8)).getTime() < Date.now());
    if (gone) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/**
 * A browser signed in as `email` (`at`: the server's URL for a new browser, or a browser of the
 * test's own, such as an AddressedBrowser); throws unless the sign-in answered 200.
 */
export async function signedIn(
  at: string | TestBrowser,
  email: string,
  password: string,
): Promise<TestBrowser> {
  const browser = typeof at === 'string' ? new TestBrowser(at) : at;
  const answer = await browser.login(email, password);
  if (answer.status !== 200) throw new Error(`signing in as ${email} answered ${answer.status}, not 200`);
  return browser;
}
