import { parseArgs } from 'node:util';
import { forwardTo, assumeStates } from './provider/states';
import { formatResult, verifyPacts, type VerifyResult } from './provider/verify';

const USAGE = `Verify a server against the committed pacts (pact/pacts/*.json).

Usage:
  npm run pact:verify -- --provider-base-url URL [--provider-states-setup-url URL]
  npm run pact:verify -- --reference

Options:
  --provider-base-url URL          the API's origin + portal prefix, e.g. http://localhost:3000
                                   or http://localhost:3000/kunden
  --provider-states-setup-url URL  your endpoint for the 'provider' states: the verifier POSTs
                                   {"state", "params", "action": "setup"|"teardown"} to it
                                   (see pact/provider-states.md). Without it those states are
                                   assumed to hold already, e.g. the demo data of \`npm start\`.
  --reference                      boot the reference server (server/) on an empty in-memory
                                   database and verify it, states set through its fixtures
  -h, --help                       this text

Exit code: 0 verified, 1 verification failed, 2 wrong usage.`;

function usageError(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function readArgs() {
  try {
    return parseArgs({
      options: {
        'provider-base-url': { type: 'string' },
        'provider-states-setup-url': { type: 'string' },
        reference: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values;
  } catch (e) {
    return usageError(e instanceof Error ? e.message : String(e));
  }
}

function httpUrl(name: string, value: string): string {
  const ok = URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
  return ok ? value : usageError(`--${name} must be an http(s) URL, got "${value}"`);
}

async function main(): Promise<VerifyResult> {
  const args = readArgs();
  if (args.help) {
    console.info(USAGE);
    process.exit(0);
  }
  const baseUrl = args['provider-base-url'];
  const statesUrl = args['provider-states-setup-url'];
  if (args.reference) {
    if (baseUrl || statesUrl) usageError('--reference takes no URLs');
    const { verifyReferenceServer } = await import('./provider/reference');
    const result = await verifyReferenceServer();
    console.info(formatResult(result, `${result.url} (reference server)`));
    return result;
  }
  if (!baseUrl) usageError('missing --provider-base-url');
  httpUrl('provider-base-url', baseUrl);
  if (statesUrl) httpUrl('provider-states-setup-url', statesUrl);
  else console.warn("No --provider-states-setup-url: the 'provider' states are assumed to hold already.");
  await fetch(`${baseUrl.replace(/\/+$/, '')}/login_check`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  }).catch((e: unknown) => {
    throw new Error(`cannot reach ${baseUrl}: ${e instanceof Error ? (e.cause ?? e.message) : e}`);
  });
  const result = await verifyPacts({
    providerBaseUrl: baseUrl,
    provider: statesUrl ? forwardTo(statesUrl) : assumeStates,
  });
  console.info(formatResult(result, baseUrl));
  return result;
}

main().then(
  (result) => process.exit(result.ok ? 0 : 1),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
