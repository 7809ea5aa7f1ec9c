import { readFileSync, writeFileSync } from 'node:fs';

type Rules = { body?: Record<string, { matchers?: { match?: string }[] }> };
type Part = { body?: unknown; matchingRules?: Rules };
type PactJson = { interactions?: { response?: Part }[] };

/** A present JSON body whose value is `null`, in the pact V4 file format. */
const NULL_BODY = { content: 'null', contentType: 'application/json', encoded: 'json' };

/**
 * Pact drops a JSON body whose value is `null` (`jsonBody(nullValue())` keeps
 * only a rule the verifier ignores), so "200 null" would accept any body.
 * This writes such bodies as a real `null` that the verifier compares.
 * Returns how many responses it changed.
 */
export function writeNullBodies(file: string): number {
  const pact = JSON.parse(readFileSync(file, 'utf8')) as PactJson;
  let changed = 0;
  for (const { response } of pact.interactions ?? []) {
    const root = response?.matchingRules?.body?.['$'];
    if (!response || response.body !== undefined || !root?.matchers?.some((m) => m.match === 'null'))
      continue;
    response.body = NULL_BODY;
    delete response.matchingRules?.body?.['$'];
    if (Object.keys(response.matchingRules?.body ?? {}).length === 0) delete response.matchingRules;
    changed++;
  }
  if (changed) writeFileSync(file, `${JSON.stringify(pact, null, 2)}\n`);
  return changed;
}
