import {
  computeCoverage,
  eventName,
  shortPathId as short,
  type AnyMachineModel,
  type CoverageRow,
  type TestPath,
} from '../../machines/testing';
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

const ratio = (rows: CoverageRow[]) => {
  const seen = rows.filter((row) => row.paths.length).length;
  return `${seen}/${rows.length} (${rows.length ? Math.floor((seen / rows.length) * 1000) / 10 : 100}%)`;
};

/** Markdown: per machine the paths replayed, and every state and transition with the paths that showed it in the UI. */
export function formatUiCoverage(reports: MachineReport[]): string {
  const lines = [
    '# UI replay coverage (Chromium, real server)',
    '',
    '| machine | paths | replayed in full | stopped: not replayable in UI | failed | states seen | transitions seen |',
    '|---|---|---|---|---|---|---|',
  ];
  const coverages = reports.map(({ model, results }) => computeCoverage(model, results.flatMap(seenPart)));
  reports.forEach(({ model, results }, i) => {
    const count = (status: UiResult['status']) => results.filter((r) => r.status === status).length;
    const c = coverages[i];
    if (!c) return;
    lines.push(
      `| ${model.name} | ${results.length} | ${count('passed')} | ${count('not replayable')} | ${count('failed')} | ${ratio(c.states)} | ${ratio(c.transitions)} |`,
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
