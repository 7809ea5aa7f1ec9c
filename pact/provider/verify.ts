import { readFileSync } from 'node:fs';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { PROVIDER, SOCKET_MESSAGES, pactFiles } from '../config';
import { isStateName } from '../states';
import { ProviderSession } from './session';
import { stateHandlers, type ProviderSetup } from './states';

export type InteractionResult = { description: string; ok: boolean; problems: string[] };
export type VerifyResult = { ok: boolean; results: InteractionResult[]; stateErrors: string[] };

type PactJson = { interactions?: { description: string; providerStates?: { name: string }[] }[] };
type CoreResult = {
  interactionResults?: { description: string; result: string }[];
  errors?: {
    interaction: string;
    mismatch?: { message?: string; mismatches?: { mismatch?: string; path?: string }[] };
  }[];
};

/** Provider states the committed pacts use that pact/states.ts does not define. */
export function unknownStates(files = pactFiles()): string[] {
  const names = files.flatMap((f) =>
    ((JSON.parse(readFileSync(f, 'utf8')) as PactJson).interactions ?? []).flatMap((i) =>
      (i.providerStates ?? []).map((s) => s.name),
    ),
  );
  return [...new Set(names)].filter((n) => !isStateName(n));
}

/**
 * Verifies the committed pacts against a running provider. `providerBaseUrl`
 * is its origin + portal prefix; `provider` sets its data states;
 * `beforeEach` runs before each interaction's states (e.g. to empty its database).
 */
export async function verifyPacts(opts: {
  providerBaseUrl: string;
  provider: ProviderSetup;
  beforeEach?: () => Promise<void>;
  /** Other pact files than the committed ones (e.g. a subset of their interactions). */
  pactUrls?: string[];
}): Promise<VerifyResult> {
  const pactUrls = opts.pactUrls ?? pactFiles();
  const unknown = unknownStates(pactUrls);
  if (unknown.length > 0) throw new Error(`pacts use undefined provider states: ${unknown.join(', ')}`);
  const session = new ProviderSession(opts.providerBaseUrl.replace(/\/+$/, ''));
  const stateErrors: string[] = [];
  const verifier = new Verifier({
    provider: PROVIDER,
    providerBaseUrl: opts.providerBaseUrl,
    pactUrls,
    // pact-js types these as HTTP and message handlers at once; HTTP ones are what it calls here.
    stateHandlers: stateHandlers({
      session,
      provider: opts.provider,
      errors: stateErrors,
    }) as VerifierOptions['stateHandlers'],
    requestFilter: session.requestFilter,
    // Messages (what the server pushes on the realtime socket) come from the provider's own socket.
    messageProviders: Object.fromEntries(
      Object.entries(SOCKET_MESSAGES).map(([description, event]) => [
        description,
        () => session.nextEvent(event),
      ]),
    ),
    beforeEach: async () => {
      session.reset();
      await opts.beforeEach?.();
    },
    failIfNoPactsFound: true,
    logLevel: 'error',
  });
  let raw: string;
  try {
    raw = await verifier.verifyProvider();
  } catch (e) {
    raw = e instanceof Error ? e.message : String(e);
  }
  const results = parseResults(raw);
  return {
    ok: results.length > 0 && results.every((r) => r.ok) && stateErrors.length === 0,
    results,
    stateErrors,
  };
}

function parseResults(raw: string): InteractionResult[] {
  let core: CoreResult;
  try {
    core = JSON.parse(raw) as CoreResult;
  } catch {
    return [{ description: '(verifier)', ok: false, problems: [raw] }];
  }
  return (core.interactionResults ?? []).map(({ description, result }) => {
    const errors = (core.errors ?? []).filter((e) => e.interaction.endsWith(` - ${description}`));
    const problems = errors.flatMap(({ mismatch }) =>
      mismatch?.mismatches?.length
        ? mismatch.mismatches.map((m) => `${m.path ?? ''} ${m.mismatch ?? ''}`.trim())
        : [mismatch?.message ?? 'failed'],
    );
    return { description, ok: result.toUpperCase() === 'OK' && problems.length === 0, problems };
  });
}

/** A readable report of a verification. */
export function formatResult(r: VerifyResult, target: string): string {
  const lines = r.results.map((i) =>
    [`  ${i.ok ? '✔' : '✘'} ${i.description}`, ...i.problems.map((p) => `      ${p}`)].join('\n'),
  );
  const passed = r.results.filter((i) => i.ok).length;
  return [
    `Pact verification of ${PROVIDER} at ${target}`,
    ...lines,
    ...r.stateErrors.map((e) => `  ✘ provider state ${e}`),
    `${r.ok ? 'PASSED' : 'FAILED'}: ${passed}/${r.results.length} interactions verified` +
      (r.stateErrors.length ? `, ${r.stateErrors.length} provider state errors` : ''),
  ].join('\n');
}
