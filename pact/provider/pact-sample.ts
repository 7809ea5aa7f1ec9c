import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pactFiles } from '../config';

type Interaction = { description: string; providerStates?: { name: string }[] };
type PactJson = { interactions: Interaction[] };

/**
 * Copies of the committed pacts that keep only some interactions, for the checks that prove a
 * mechanism (states through a URL, a second run on the same server, a refusal without states)
 * rather than every interaction again: `npm test` verifies every interaction in full elsewhere.
 * Written to test-results/pact-samples/NAME/; returns the files' paths.
 */
export function pactSample(name: string, keep: (interactions: Interaction[]) => Interaction[]): string[] {
  const dir = join('test-results', 'pact-samples', name);
  mkdirSync(dir, { recursive: true });
  return pactFiles().map((file) => {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as PactJson;
    const out = join(dir, basename(file));
    writeFileSync(out, JSON.stringify({ ...pact, interactions: keep(pact.interactions) }, null, 2));
    return out;
  });
}

/** Interactions in order, each kept when it uses a provider state no kept one used before: every state at least once. */
export function everyStateOnce(interactions: Interaction[]): Interaction[] {
  const seen = new Set<string>();
  return interactions.filter((i) => {
    const fresh = (i.providerStates ?? []).map((s) => s.name).filter((n) => !seen.has(n));
    fresh.forEach((n) => seen.add(n));
    return fresh.length > 0;
  });
}

/** The interactions with these descriptions. */
export const described =
  (...descriptions: string[]) =>
  (interactions: Interaction[]): Interaction[] =>
    interactions.filter((i) => descriptions.includes(i.description));

/** How many interactions the files hold. */
export const interactionCount = (files = pactFiles()) =>
  files.reduce((n, f) => n + (JSON.parse(readFileSync(f, 'utf8')) as PactJson).interactions.length, 0);
