import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/db';
import { createUser } from '../seed/builders';
import { webauthnChallenges } from '../db/schema';
import { openFreshPglite } from '../testing/databases';
import { CHALLENGE_TTL_MS, keepChallenge, takeChallenge } from './passkeys-challenges';
import { sha256 } from '../lib/crypto';

/**
 * A passkey ceremony's challenge (contract/passkeys.ts): single use and short-lived (5 minutes),
 * its handle held by the browser in an HttpOnly cookie, one per purpose; the table holds only
 * the handle's SHA-256.
 */

let handle: DbHandle;
let userId: number;
beforeAll(async () => {
  handle = await openFreshPglite();
  userId = (await createUser(handle.db, { email: 'challenges@example.com' })).id;
});
afterAll(async () => {
  await handle?.close();
});

const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' });
const t0 = new Date('2026-11-27T10:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
let clock = t0;
beforeEach(() => {
  clock = t0;
});

type Ctx = Parameters<typeof keepChallenge>[0];
type Options = Record<string, unknown>;

/** A browser: its cookie jar (the request's cookies) and what the replies set and cleared. */
function browser(cookies: Record<string, string> = {}) {
  const set: { name: string; value: string; options: Options }[] = [];
  const cleared: { name: string; options: Options }[] = [];
  const reply = {
    request: { embed: false },
    setCookie(name: string, value: string, options: Options) {
      set.push({ name, value, options });
      cookies[name] = value;
    },
    clearCookie(name: string, options: Options) {
      cleared.push({ name, options });
      delete cookies[name];
    },
  };
  const ctx = { db: handle.db, config, now: () => clock, request: { cookies }, reply } as unknown as Ctx;
  return { ctx, cookies, set, cleared };
}

/** A sign-in challenge of some other browser, stored under the SHA-256 of `id`. */
async function storeRow(id: string, expiresAt: Date) {
  await handle.db.insert(webauthnChallenges).values({
    idHash: sha256(id),
    purpose: 'sign_in',
    challenge: `challenge of ${id.slice(0, 8)}`,
    userId: null,
    expiresAt,
  });
}
const stored = async (id: string) =>
  (
    await handle.db
      .select()
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.idHash, sha256(id)))
  ).length;

describe('keepChallenge', () => {
  it('sets an HttpOnly cookie per purpose that lives 5 minutes (Max-Age 300 s), storing only its hash', async () => {
    expect(CHALLENGE_TTL_MS).toBe(5 * 60_000);
    const b = browser();
    await keepChallenge(b.ctx, 'sign_in', 'chal-keep', null);
    expect(b.set).toEqual([
      {
        name: 'webauthn_sign_in',
        value: expect.any(String),
        options: expect.objectContaining({ httpOnly: true, maxAge: 300 }),
      },
    ]);
    const handleValue = b.set[0]?.value ?? '';
    expect(await stored(handleValue)).toBe(1);
    expect(JSON.stringify(await handle.db.select().from(webauthnChallenges))).not.toContain(handleValue);
  });

  it("deletes the browser's previous challenge of the same purpose, not its other purposes'", async () => {
    const b = browser();
    await keepChallenge(b.ctx, 'register', 'chal-register', null);
    await keepChallenge(b.ctx, 'sign_in', 'chal-old', null);
    const old = b.cookies.webauthn_sign_in ?? '';
    await keepChallenge(b.ctx, 'sign_in', 'chal-new', null);
    expect(await stored(old)).toBe(0);
    expect(await takeChallenge(b.ctx, 'sign_in')).toEqual({ challenge: 'chal-new', userId: null });
    expect(await takeChallenge(b.ctx, 'register')).toEqual({ challenge: 'chal-register', userId: null });
  });

  it('looks up a previous cookie of up to 100 characters, not a longer one', async () => {
    const [hundred, longer] = ['a'.repeat(100), 'b'.repeat(101)];
    await storeRow(hundred, at(60_000));
    await storeRow(longer, at(60_000));
    await keepChallenge(browser({ webauthn_sign_in: hundred }).ctx, 'sign_in', 'chal-a', null);
    await keepChallenge(browser({ webauthn_sign_in: longer }).ctx, 'sign_in', 'chal-b', null);
    expect(await stored(hundred)).toBe(0);
    expect(await stored(longer)).toBe(1);
  });

  it("deletes other browsers' expired challenges, not their pending ones", async () => {
    await storeRow('expired-elsewhere', at(-1));
    await storeRow('pending-elsewhere', at(1));
    await keepChallenge(browser().ctx, 'reauth', 'chal-cleanup', null);
    expect(await stored('expired-elsewhere')).toBe(0);
    expect(await stored('pending-elsewhere')).toBe(1);
  });
});

describe('takeChallenge', () => {
  it('answers the challenge once and clears the HttpOnly cookie; a kept copy of the cookie finds nothing', async () => {
    const b = browser();
    await keepChallenge(b.ctx, 'register', 'chal-once', userId);
    const kept = b.cookies.webauthn_register ?? '';
    expect(await takeChallenge(b.ctx, 'register')).toEqual({ challenge: 'chal-once', userId });
    expect(b.cleared).toEqual([
      { name: 'webauthn_register', options: expect.objectContaining({ httpOnly: true }) },
    ]);
    b.cookies.webauthn_register = kept;
    expect(await takeChallenge(b.ctx, 'register')).toBeNull();
  });

  it('answers null without a cookie, and clears nothing', async () => {
    const b = browser();
    expect(await takeChallenge(b.ctx, 'sign_in')).toBeNull();
    expect(b.cleared).toEqual([]);
  });

  it("refuses another purpose's challenge, which stays for its own purpose", async () => {
    const b = browser();
    await keepChallenge(b.ctx, 'register', 'chal-purpose', null);
    const registerHandle = b.cookies.webauthn_register ?? '';
    expect(await takeChallenge(browser({ webauthn_sign_in: registerHandle }).ctx, 'sign_in')).toBeNull();
    expect(await takeChallenge(b.ctx, 'register')).toEqual({ challenge: 'chal-purpose', userId: null });
  });

  it('expires exactly at its end: there 1 ms before, gone at 5 minutes', async () => {
    const early = browser();
    const late = browser();
    await keepChallenge(early.ctx, 'sign_in', 'chal-early', null);
    await keepChallenge(late.ctx, 'sign_in', 'chal-late', null);
    clock = at(5 * 60_000 - 1);
    expect(await takeChallenge(early.ctx, 'sign_in')).toEqual({ challenge: 'chal-early', userId: null });
    clock = at(5 * 60_000);
    expect(await takeChallenge(late.ctx, 'sign_in')).toBeNull();
  });

  it('looks up a handle of 100 characters; refuses a longer one untouched, clearing its cookie', async () => {
    const [hundred, longer] = ['c'.repeat(100), 'd'.repeat(101)];
    await storeRow(hundred, at(60_000));
    await storeRow(longer, at(60_000));
    expect(await takeChallenge(browser({ webauthn_sign_in: hundred }).ctx, 'sign_in')).toEqual({
      challenge: 'challenge of cccccccc',
      userId: null,
    });
    const b = browser({ webauthn_sign_in: longer });
    expect(await takeChallenge(b.ctx, 'sign_in')).toBeNull();
    expect(b.cleared).toEqual([
      { name: 'webauthn_sign_in', options: expect.objectContaining({ httpOnly: true }) },
    ]);
    expect(await stored(longer)).toBe(1);
  });
});
