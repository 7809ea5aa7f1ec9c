import { readFileSync } from 'node:fs';
import { Instrumenter } from '@stryker-mutator/instrumenter';
import type { Logger } from '@stryker-mutator/api/logging';
import { describe, expect, it } from 'vitest';
import { equivalentReason, type EquivalentMutant } from './equivalent-mutants.mjs';

/** The mutators each rule stands for: the ones its mutants are known to be equivalent under. */
const EXPECTED: Record<string, string[]> = {
  "machines/account-deletion/account-deletion.machine.ts ''": ['StringLiteral'],
  'machines/create-claim/create-claim.machine.ts flight': ['ConditionalExpression'],
  "machines/create-claim/create-claim.machine.ts 'the claim is not complete'": ['StringLiteral'],
  "machines/email-change/email-change.machine.ts ''": ['StringLiteral'],
  "machines/notifications/notifications.machine.ts ''": ['StringLiteral'],
  "machines/payout-details/payout-details.machine.ts actions: 'clear'": ['StringLiteral'],
  "machines/session/session.machine.ts actions: 'signOut'": ['StringLiteral'],
  'machines/signing/signing.machine.ts context.signature?.method': ['OptionalChaining'],
  'contract/keyset.ts /=+$/': ['Regex'],
  'contract/keyset.ts catch { return null; }': ['BlockStatement'],
};

// Loaded as Stryker loads it (an untyped .mjs with a top-level environment check).
const { equivalentMutants } = (await import(new URL('../stryker.config.mjs', import.meta.url).href)) as {
  equivalentMutants: EquivalentMutant[];
};

const silent = new Proxy({}, { get: () => () => false }) as Logger;

/** Every mutant of the file, with the reason it is ignored (if it is) under this one rule. */
async function mutantsUnder(rule: EquivalentMutant) {
  const ignorer = { shouldIgnore: (path: never) => equivalentReason([rule], rule.file, path) };
  const { mutants } = await new Instrumenter(silent).instrument(
    [{ name: rule.file, content: readFileSync(rule.file, 'utf8'), mutate: true }],
    { plugins: null, excludedMutations: [], ignorers: [ignorer] },
  );
  return mutants;
}

describe('equivalent mutants (stryker.config.mjs)', () => {
  it('every rule is listed here with the mutators it stands for', () => {
    expect(equivalentMutants.map((rule) => `${rule.file} ${rule.code}`).sort()).toEqual(
      Object.keys(EXPECTED).sort(),
    );
  });

  it.each(equivalentMutants.map((rule) => [`${rule.file} ${rule.code}`, rule] as const))(
    '%s ignores the equivalent mutants of one line, and only those',
    async (key, rule) => {
      const ignored = (await mutantsUnder(rule)).filter((m) => m.statusReason === rule.reason);
      expect(ignored.length).toBeGreaterThan(0);
      expect([...new Set(ignored.map((m) => m.mutatorName))]).toEqual(EXPECTED[key]);
      const lines = new Set(ignored.map((m) => m.location.start.line));
      expect(lines.size).toBe(1);
    },
  );
});
