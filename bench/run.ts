/**
 * npm run bench: every performance figure of the project, in one run, against the budgets in
 * bench/budgets.json. Exits 1 when a budget is missed. Not a test: `npm test` runs none of it.
 * Each measurement module starts what it needs and returns its figures.
 */
import { readFileSync } from 'node:fs';
import { measureApiThroughput } from './api-throughput';
import { measureBundleFloor } from './bundle-floor';
import { measureBundles } from './bundle-size';
import { measureDocuments } from './documents';
import { measureClaimsScale } from './claims-scale';
import { type Budgets, type Figure, withinBudget } from './figure';
import { measureLighthouse } from './lighthouse';

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as Budgets;

const measurements: Array<[string, () => Promise<Figure[]>]> = [
  ['JavaScript loaded per page', measureBundles],
  ['The floor under /login: kept libraries only', measureBundleFloor],
  ['Claims at any count', measureClaimsScale],
  ['API hot path against a bare Fastify route', measureApiThroughput],
  ['Lighthouse, mobile', measureLighthouse],
  ['Documents and signatures', measureDocuments],
];

const figures: Figure[] = [];
for (const [title, measure] of measurements) {
  console.info(`\n${title}…`);
  const found = await measure();
  for (const f of found)
    console.info(`  ${f.label}: ${f.value} ${f.unit}${f.detail ? ` (${f.detail})` : ''}`);
  figures.push(...found);
}

console.info('\nfigure                                              value       budget   ok');
for (const f of figures) {
  const budget = budgets[f.key];
  const ok = withinBudget(f, budget);
  const bound = budget === undefined ? '—' : `${f.better === 'lower' ? '≤' : '≥'} ${budget}`;
  console.info(
    `${f.label.padEnd(50)} ${`${f.value} ${f.unit}`.padStart(12)} ${bound.padStart(12)}   ${ok ? 'yes' : 'NO'}`,
  );
}
const missed = figures.filter((f) => !withinBudget(f, budgets[f.key]));
if (missed.length) {
  console.error(`\nBudget missed: ${missed.map((f) => f.label).join('; ')}`);
  process.exitCode = 1;
}
