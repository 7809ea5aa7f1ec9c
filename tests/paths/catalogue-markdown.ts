import { computeCoverage, formatCoverage, formatPaths, generatePaths } from '../../machines/testing';
import { catalogue } from './catalogue';

/** The path catalogue: every generated path as a numbered Markdown test case, then the coverage table. */
export function catalogueMarkdown(): { markdown: string; total: number } {
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
  return { markdown, total };
}
