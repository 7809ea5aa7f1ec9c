import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { pactFiles } from '../pact/config';
import { PROVIDER_STATES, STATE_NAMES, type StateName } from '../pact/states';

/** Writes pact/provider-states.md from the table in pact/states.ts: `npm run pact:states-doc`. */
export const STATES_DOC = join(dirname(fileURLToPath(import.meta.url)), '..', 'pact', 'provider-states.md');

const INTRO = `# Provider states

Generated from \`pact/states.ts\` by \`npm run pact:states-doc\`; do not edit by hand
(a test fails when this file is out of date).

Each interaction of the committed pacts (\`pact/pacts/\`) starts from the states listed in its
\`providerStates\`, set up in that order. Before each interaction the verifier starts a fresh
anonymous visitor (no cookies).

- **provider**: data your server must create when the verifier posts
  \`{"state": NAME, "params": {...}, "action": "setup"}\` (later \`"teardown"\`) to your
  \`--provider-states-setup-url\` (answer any 2xx). Make each setup idempotent.
  Without that URL the states are assumed to hold already (e.g. the demo data of \`npm start\`).
- **verifier**: reached through your public API by \`npm run pact:verify\` itself
  (\`pact/provider/session.ts\`); nothing to implement. Replayed requests carry the verifier's
  session cookies, and the pact's example \`x-csrf-token\` is replaced by the session's real token.
`;

/** `email` (string, e-mail): login e-mail address */
function describeParam(name: string, schema: z.ZodTypeAny): string {
  const notes: string[] = [];
  let inner = schema;
  for (;;) {
    if (inner instanceof z.ZodDefault) notes.push(`default ${JSON.stringify(inner._def.defaultValue())}`);
    else if (inner instanceof z.ZodOptional) notes.push('optional');
    else break;
    inner = inner._def.innerType as z.ZodTypeAny;
  }
  let type = inner._def.typeName.replace(/^Zod/, '').toLowerCase();
  if (inner instanceof z.ZodEnum) type = (inner.options as string[]).join(' | ');
  if (inner instanceof z.ZodString && inner.isEmail) type = 'e-mail';
  const what = schema.description ?? inner.description ?? '';
  return `\`${name}\` (${[type, ...notes].join(', ')})${what ? `: ${what}` : ''}`;
}

function usedBy(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const file of pactFiles()) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as {
      interactions?: { description: string; providerStates?: { name: string }[] }[];
    };
    for (const i of pact.interactions ?? [])
      for (const s of i.providerStates ?? []) map.set(s.name, [...(map.get(s.name) ?? []), i.description]);
  }
  return map;
}

export async function renderStatesDoc(): Promise<string> {
  const used = usedBy();
  const shape = (name: StateName) =>
    Object.entries(PROVIDER_STATES[name].params.shape as Record<string, z.ZodTypeAny>);
  const table = [
    '| State | Set by | Parameters |',
    '|---|---|---|',
    ...STATE_NAMES.map((name) => {
      const params = shape(name).map(([k]) => `\`${k}\``);
      return `| [${name}](#${slug(name)}) | ${PROVIDER_STATES[name].setBy} | ${params.join(', ') || '(none)'} |`;
    }),
  ];
  const sections = STATE_NAMES.map((name) => {
    const params = shape(name).map(([k, v]) => `- ${describeParam(k, v)}`);
    const interactions = (used.get(name) ?? []).map((d) => `- ${d}`);
    return [
      `## ${name}`,
      `Set by: **${PROVIDER_STATES[name].setBy}**. ${PROVIDER_STATES[name].needs}`,
      `Parameters:\n\n${params.join('\n') || '(none)'}`,
      `Used by:\n\n${interactions.join('\n') || '(no interaction yet)'}`,
    ].join('\n\n');
  });
  const text = [INTRO, table.join('\n'), ...sections].join('\n\n');
  const options = await resolveConfig(STATES_DOC);
  return format(text, { ...options, filepath: STATES_DOC });
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(STATES_DOC, await renderStatesDoc());
  console.info(`wrote ${STATES_DOC}`);
}
