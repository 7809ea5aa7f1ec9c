import {
  bothOutcomes,
  computeCoverage,
  eventName,
  guardOutcomes,
  pairRows,
  shortPathId as short,
  type AnyMachineModel,
  type CoverageRow,
  type TestPath,
} from './toolkit';
import type { UiResult } from './replay-ui';

/** The part of a path the browser executed and saw. */
const seenPart = (r: UiResult): TestPath[] =>
  r.startSeen ? [{ ...r.path, steps: r.path.steps.slice(0, r.stepsSeen) }] : [];
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

interface MachineReport {
  model: AnyMachineModel;
  results: UiResult[];
}

/** Rows only the unreached part of stopped paths would cover: `not replayable in UI (LOGIN>…~1a2b3c)`, `**FAILED** (…)`. */
function missed(model: AnyMachineModel, results: UiResult[]): Map<string, string> {
  const by = new Map<string, { failed: string[]; notReplayable: string[] }>();
  for (const r of results.filter((x) => x.status !== 'passed')) {
    const { states, transitions } = computeCoverage(model, [r.path]);
    for (const row of [...states, ...transitions].filter((x) => x.paths.length)) {
      const entry = by.get(row.key) ?? { failed: [], notReplayable: [] };
      (r.status === 'failed' ? entry.failed : entry.notReplayable).push(short(r.path.id));
      by.set(row.key, entry);
    }
  }
  const text = ({ failed, notReplayable }: { failed: string[]; notReplayable: string[] }) =>
    [
      notReplayable.length ? `not replayable in UI (${notReplayable.join(', ')})` : '',
      failed.length ? `**FAILED** (${failed.join(', ')})` : '',
    ]
      .filter(Boolean)
      .join('; ');
  return new Map([...by].map(([key, entry]) => [key, text(entry)]));
}

const percent = (seen: number, all: number) =>
  `${seen}/${all} (${all ? Math.floor((seen / all) * 1000) / 10 : 100}%)`;
const ratio = (rows: CoverageRow[]) => percent(rows.filter((row) => row.paths.length).length, rows.length);

/** Transition pairs (1-switch): those the UI showed, of those the generated paths take. */
function pairs(results: UiResult[]) {
  const all = pairRows(results.map((r) => r.path));
  const seen = pairRows(results.flatMap(seenPart));
  return { all, seen, missing: [...all.keys()].filter((key) => !seen.has(key)) };
}

/**
 * What the UI replay must have shown: every state and transition, except those only the paths on
 * the allow-list (tests/paths/not-replayable.ts) reach. Returns the gaps: `state x`, `transition y`.
 */
export function uiGaps(model: AnyMachineModel, results: UiResult[], allowed: ReadonlySet<string>): string[] {
  const seen = computeCoverage(model, results.flatMap(seenPart));
  const exempt = computeCoverage(
    model,
    results.filter((r) => allowed.has(r.path.id)).map((r) => r.path),
  );
  const exempted = new Set(
    [...exempt.states, ...exempt.transitions].filter((r) => r.paths.length).map((r) => r.key),
  );
  return [
    ...seen.states.map((row) => ['state', row] as const),
    ...seen.transitions.map((row) => ['transition', row] as const),
  ]
    .filter(([, row]) => !row.paths.length && !exempted.has(row.key))
    .map(([kind, row]) => `${kind} ${row.key}`);
}

/** Markdown: per machine the paths replayed, and every state and transition with the paths that showed it in the UI. */
export function formatUiCoverage(reports: MachineReport[]): string {
  const lines = [
    '# UI replay coverage (Chromium, real server)',
    '',
    '| machine | paths | replayed in full | stopped: not replayable in UI | failed | states seen | transitions seen | transition pairs seen (1-switch) | guards seen true and false |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const coverages = reports.map(({ model, results }) => computeCoverage(model, results.flatMap(seenPart)));
  reports.forEach(({ model, results }, i) => {
    const count = (status: UiResult['status']) => results.filter((r) => r.status === status).length;
    const c = coverages[i];
    if (!c) return;
    const p = pairs(results);
    const guards = guardOutcomes(model.machine, results.flatMap(seenPart));
    lines.push(
      `| ${model.name} | ${results.length} | ${count('passed')} | ${count('not replayable')} | ${count('failed')} | ${ratio(c.states)} | ${ratio(c.transitions)} | ${percent(p.seen.size, p.all.size)} | ${percent(bothOutcomes(guards), guards.length)} |`,
    );
  });
  reports.forEach(({ model, results }, i) => {
    const c = coverages[i];
    if (!c) return;
    const why = missed(model, results);
    lines.push('', `## ${model.name}`, '', '| | state or transition | seen in the UI on |', '|---|---|---|');
    for (const [kind, rows] of [
      ['state', c.states],
      ['transition', c.transitions],
    ] as const)
      for (const row of rows) {
        const by = row.paths.length
          ? row.paths.map(short).join(', ')
          : (why.get(row.key) ?? '**NOT COVERED**');
        lines.push(`| ${kind} | ${cell(row.key)} | ${by} |`);
      }
    const on = (ids: string[]) => (ids.length ? ids.map(short).join(', ') : '**NEVER**');
    for (const g of guardOutcomes(model.machine, results.flatMap(seenPart)))
      lines.push(`| guard | ${cell(g.key)} | true on ${on(g.true)}; false on ${on(g.false)} |`);
    const { missing } = pairs(results);
    if (missing.length)
      lines.push(
        '',
        `Transition pairs the paths take that the UI did not show: ${missing.map(cell).join('; ')}`,
      );
    const stopped = results.filter((r) => r.status !== 'passed');
    if (stopped.length) lines.push('');
    for (const r of stopped) {
      const step = r.startSeen ? r.path.steps[r.stepsSeen] : undefined;
      const at = step ? `step ${r.stepsSeen + 1} ${eventName(step.event.type)} (${step.label})` : 'the start';
      const reason = cell(r.reason ?? '');
      lines.push(
        `- ${short(r.path.id)} ${r.status} at ${at}: ${reason.length > 300 ? `${reason.slice(0, 299)}…` : reason}`,
      );
    }
  });
  return lines.join('\n') + '\n';
}
