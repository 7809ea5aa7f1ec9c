import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({ DATA_DIR: 'memory://' });
    expect(c).toMatchObject({ nodeEnv: 'development', port: 3000, prefix: '', dataDir: 'memory://' });
    expect(c.sessionIdleMs).toBe(30 * 60_000);
    expect(c.sessionAbsoluteMs).toBe(12 * 3_600_000);
    expect(c.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('settlement rates: 25 % fee and 19 % VAT by default, in basis points, two decimals at most, 50 % at most', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' })).toMatchObject({
      serviceFeeBasisPoints: 2500,
      vatBasisPoints: 1900,
    });
    expect(
      loadConfig({ DATA_DIR: 'memory://', SERVICE_FEE_PERCENT: '22.5', VAT_PERCENT: '7.75' }),
    ).toMatchObject({ serviceFeeBasisPoints: 2250, vatBasisPoints: 775 });
    expect(loadConfig({ DATA_DIR: 'memory://', VAT_PERCENT: '0' }).vatBasisPoints).toBe(0);
    for (const bad of ['25%', '-5', '19.555', '50.01', 'abc'])
      expect(() => loadConfig({ DATA_DIR: 'memory://', SERVICE_FEE_PERCENT: bad }), bad).toThrow(
        /SERVICE_FEE_PERCENT/,
      );
  });

  it('normalises the prefix: "/" and "" mean none, a trailing slash is dropped', () => {
    expect(loadConfig({ DATA_DIR: 'memory://', PORTAL_PREFIX: '/' }).prefix).toBe('');
    expect(loadConfig({ DATA_DIR: 'memory://', PORTAL_PREFIX: '/kunden/' }).prefix).toBe('/kunden');
  });

  it('fails fast with a readable message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', PORTAL_PREFIX: 'no slash<script>' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT: .*\n.*DATABASE_URL: must start with postgres/);
    }
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://h/db' })).toThrow(
      /SESSION_SECRET/,
    );
    const secret = 'x'.repeat(40);
    const publicUrl = 'https://portal.example';
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, PUBLIC_URL: publicUrl }).sessionSecret,
    ).toBe(secret);
  });
});

describe('mailed-link origin, proxies, listening address and mailbox', () => {
  const prod = { NODE_ENV: 'production', DATA_DIR: 'memory://', SESSION_SECRET: 'x'.repeat(40) };

  it('requires PUBLIC_URL in production, with a readable message', () => {
    expect(() => loadConfig(prod)).toThrow(/PUBLIC_URL: required when NODE_ENV=production/);
    expect(loadConfig({ ...prod, PUBLIC_URL: 'https://portal.example/' }).publicUrl).toBe(
      'https://portal.example',
    );
  });

  it('accepts only an http(s) origin as PUBLIC_URL (the prefix is added to it)', () => {
    for (const bad of ['ftp://portal.example', 'https://portal.example/kunden', 'https://p.example/?a=1'])
      expect(() => loadConfig({ ...prod, PUBLIC_URL: bad })).toThrow(/PUBLIC_URL: /);
  });

  it('outside production mails links to the server itself on localhost', () => {
    expect(loadConfig({ DATA_DIR: 'memory://', PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or addresses', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).trustProxy).toBe(false);
    expect(loadConfig({ ...prod, PUBLIC_URL: 'https://p.example' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: 'memory://', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ DATA_DIR: 'memory://', TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy,
    ).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    for (const bad of ['true', 'proxy.example', '10.0.0.1/99', '-1'])
      expect(() => loadConfig({ DATA_DIR: 'memory://', TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: /);
  });

  it('listens on 127.0.0.1 outside production unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: 'memory://', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...prod, PUBLIC_URL: 'https://p.example' }).host).toBe('0.0.0.0');
  });

  it('keeps the development mailbox off unless DEV_MAILBOX=true, and never in production', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).devMailbox).toBe(false);
    expect(loadConfig({ DATA_DIR: 'memory://', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(() => loadConfig({ ...prod, PUBLIC_URL: 'https://p.example', DEV_MAILBOX: 'true' })).toThrow(
      /DEV_MAILBOX: not allowed when NODE_ENV=production/,
    );
  });
});
