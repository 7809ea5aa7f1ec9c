import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { startDemoHost } from './demo-host';
import { issueEmbedToken, normalizeOrigin } from './tokens';

/**
 * npm run embed:token -- --origin https://host.example [--days 30]
 *   prints a token allowing that origin to embed the portal (signed with SESSION_SECRET, or the
 *   development secret in DATA_DIR, as the portal itself uses).
 * npm run embed:token -- --demo [--portal http://127.0.0.1:3000] [--port 5174]
 *   serves the example host page on http://localhost:PORT with a fresh token (development).
 */
const { values } = parseArgs({
  options: {
    origin: { type: 'string' },
    days: { type: 'string', default: '30' },
    demo: { type: 'boolean', default: false },
    portal: { type: 'string' },
    port: { type: 'string', default: '5174' },
  },
});

const config = loadConfig();
const days = Number(values.days);
if (!Number.isFinite(days) || days <= 0 || days > 366) throw new Error('--days must be between 1 and 366');
const expires = new Date(Date.now() + days * 86_400_000);

if (values.demo) {
  const portalUrl = (values.portal ?? `http://127.0.0.1:${config.port}`).replace(/\/$/, '') + config.prefix;
  const host = await startDemoHost({
    host: 'localhost',
    port: Number(values.port),
    portalUrl,
    token: (origin) => issueEmbedToken(config.sessionSecret, origin, expires),
    theme: { background: '#faf5ff', text: '#2e1065', button: '#6d28d9', button_text: '#ffffff' },
  });
  console.info(`Example host page: ${host.origin}/ (embeds ${portalUrl})`);
} else {
  const origin = values.origin && normalizeOrigin(values.origin);
  if (!origin) {
    console.error('Usage: npm run embed:token -- --origin https://host.example [--days 30]');
    process.exit(2);
  }
  console.info(issueEmbedToken(config.sessionSecret, origin, expires));
}
