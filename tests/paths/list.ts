/**
 * Prints the path catalogue (every generated path as a numbered Markdown test case) and the
 * coverage table. `npx tsx tests/paths/list.ts [--out FILE]`
 */
import { writeFileSync } from 'node:fs';
import { computeCoverage, formatCoverage, formatPaths, generatePaths } from '../../machines/testing';
import { catalogue } from './catalogue';

const sections = catalogue.map(({ model }) => {
  const paths = generatePaths(model);
  return { markdown: formatPaths(model, paths), coverage: computeCoverage(model, paths) };
});
const total = sections.reduce((sum, s) => sum + s.coverage.paths, 0);
const markdown = [
  `# Path catalogue: ${catalogue.length} machines, ${total} paths`,
  '',
  "Each path starts from the machine's initial state; each step is one event (invoked actors' outcomes and",
  'delayed events included) and the state the product must then show.',
  '',
  ...sections.map((s) => s.markdown),
  formatCoverage(sections.map((s) => s.coverage)),
].join('\n');

const out = process.argv.indexOf('--out');
if (out > 0 && process.argv[out + 1]) {
  writeFileSync(process.argv[out + 1] as string, markdown);
  console.info(`wrote ${process.argv[out + 1]}: ${total} paths`);
} else {
  process.stdout.write(markdown);
}
