/**
 * `npm run test:paths`: builds the SPA, then replays every generated path of every machine against
 * the real UI in Chromium with the real server (vitest project `paths`; extra arguments go to
 * vitest, e.g. `-t session`) and prints the coverage table; the exit code is vitest's.
 * `npm run test:paths -- --list`: writes the path catalogue as Markdown test cases to
 * tests/paths/catalogue.md (committed: a changed machine is a reviewed diff) and prints it, without
 * running anything.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { CATALOGUE_FILE, catalogueMarkdown } from './catalogue-markdown';

const args = process.argv.slice(2);

if (args.includes('--list')) {
  const { markdown, total } = catalogueMarkdown();
  writeFileSync(CATALOGUE_FILE, markdown);
  process.stdout.write(markdown);
  console.info(`\nwrote tests/paths/catalogue.md: ${total} paths (commit it)`);
} else {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'paths', ...args], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
