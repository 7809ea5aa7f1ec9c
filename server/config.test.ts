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
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });
});
