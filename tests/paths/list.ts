/**
 * Prints the path catalogue (every generated path as a numbered Markdown test case) and the
 * coverage table. `npx tsx tests/paths/list.ts [--out FILE]` (or `npm run test:paths -- --list`).
 */
import { writeFileSync } from 'node:fs';
import { catalogueMarkdown } from './catalogue-markdown';

const { markdown, total } = catalogueMarkdown();
const out = process.argv.indexOf('--out');
if (out > 0 && process.argv[out + 1]) {
  writeFileSync(process.argv[out + 1] as string, markdown);
  console.info(`wrote ${process.argv[out + 1]}: ${total} paths`);
} else {
  process.stdout.write(markdown);
}
