import { allStates, allTransitions } from './definition';
import { shortPathId } from './path-id';
import type { AnyMachineModel, TestPath } from './types';

/** One state or transition of the definition and the ids of the paths that cover it. */
export interface CoverageRow {
  key: string;
  paths: string[];
}

export interface Coverage {
  machine: string;
  paths: number;
  states: CoverageRow[];
  transitions: CoverageRow[];
}

export function computeCoverage(model: AnyMachineModel, paths: readonly TestPath[]): Coverage {
  const rows = (keys: string[], covers: (path: TestPath, key: string) => boolean) =>
    keys.map((key) => ({ key, paths: paths.filter((path) => covers(path, key)).map((path) => path.id) }));
  return {
    machine: model.name,
    paths: paths.length,
    states: rows(
      allStates(model.machine).map((state) => state.key),
      (path, key) =>
        path.start.states.includes(key) ||
        path.steps.some((step) => step.expected.states.includes(key) || step.transient.includes(key)),
    ),
    transitions: rows(allTransitions(model.machine), (path, key) =>
      path.steps.some((step) => step.transitions.includes(key)),
    ),
  };
}

export const uncovered = (rows: readonly CoverageRow[]) =>
  rows.filter((row) => !row.paths.length).map((row) => row.key);

const ratio = (rows: readonly CoverageRow[]) => {
  const covered = rows.length - uncovered(rows).length;
  const percent = rows.length ? Math.floor((covered / rows.length) * 1000) / 10 : 100;
  return `${covered}/${rows.length} (${percent}%)`;
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** Markdown: a summary per machine, then every state and transition with the paths covering it. */
export function formatCoverage(coverages: readonly Coverage[]): string {
  const lines = ['# Coverage', '', '| machine | paths | states | transitions |', '|---|---|---|---|'];
  for (const c of coverages)
    lines.push(`| ${c.machine} | ${c.paths} | ${ratio(c.states)} | ${ratio(c.transitions)} |`);
  for (const c of coverages) {
    lines.push('', `## ${c.machine}`, '', '| | state or transition | covered by |', '|---|---|---|');
    for (const [kind, rows] of [
      ['state', c.states],
      ['transition', c.transitions],
    ] as const) {
      for (const row of rows) {
        const by = row.paths.length ? row.paths.map(shortPathId).join(', ') : '**NOT COVERED**';
        lines.push(`| ${kind} | ${cell(row.key)} | ${by} |`);
      }
    }
  }
  return lines.join('\n') + '\n';
}
