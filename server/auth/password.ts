import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** OWASP / ASVS 5.0 appendix C: argon2id, 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = {
  algorithm: 2 as Algorithm /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still runs one argon2 verify
 * against a dummy hash, so unknown accounts take as long as known ones.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    // Stryker disable next-line StringLiteral: any dummy password costs the same verify below
    dummyHash ??= hashPassword('not-a-real-password-0');
    // Stryker disable next-line ArrowFunction,BooleanLiteral: only this verify's time matters; its result is dropped
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
