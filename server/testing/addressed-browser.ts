import { TestBrowser } from './browser';

/**
 * A TestBrowser behind its own client address: every request names it in X-Forwarded-For (the
 * server must trust the loopback proxy, TRUST_PROXY=loopback), so per-client limits and the
 * session list see many clients on one machine.
 */
export class AddressedBrowser extends TestBrowser {
  constructor(
    baseUrl: string,
    readonly ip: string,
  ) {
    super(baseUrl);
  }

  override request(method: string, path: string, opts: Parameters<TestBrowser['request']>[2] = {}) {
    return super.request(method, path, { ...opts, headers: { 'x-forwarded-for': this.ip, ...opts.headers } });
  }
}
