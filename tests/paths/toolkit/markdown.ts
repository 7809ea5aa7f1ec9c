import { allStates, eventName } from './definition';
import type { AnyMachineModel, ExpectedState, TestPath } from './types';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const json = (value: unknown) => {
  const text = JSON.stringify(value) ?? '';
  return text ? `\`${text.length > 100 ? `${text.slice(0, 99)}…` : text}\`` : '';
};

function payload(event: { type: string }): string {
  const { type: _type, ...rest } = event;
  return Object.keys(rest).length ? json(rest) : '';
}

/** The top-level context keys that changed, `key = value`. */
function changes(before: unknown, after: unknown): string {
  if (!isRecord(before) || !isRecord(after))
    return JSON.stringify(before) === JSON.stringify(after) ? '' : json(after);
  return Object.keys(after)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key} = ${json(after[key])}`)
    .join('; ');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The path catalogue of one machine as numbered Markdown test cases. */
export function formatPaths(model: AnyMachineModel, paths: readonly TestPath[]): string {
  const ui = new Map(allStates(model.machine).map((state) => [state.key, state.ui ?? '']));
  const shows = (expected: ExpectedState) =>
    cell(
      expected.states
        .map((key) => ui.get(key) ?? '')
        .filter(Boolean)
        .join('; '),
    );
  const state = (expected: ExpectedState) => `\`${expected.states.at(-1) ?? ''}\``;
  const lines = [`## ${model.name} (\`${model.machine.id}\`): ${paths.length} paths`];
  for (const path of paths) {
    lines.push('', `### ${path.id}: ${path.title}`, '');
    lines.push(`Start: ${state(path.start)} — ${shows(path.start)}; context ${json(path.start.context)}`, '');
    lines.push(
      '| step | event | payload | expected state | the UI shows | context changes |',
      '|---|---|---|---|---|---|',
    );
    path.steps.forEach((step, i) => {
      const event = `${eventName(step.event.type)} (${cell(step.label)})`;
      const before = i ? path.steps[i - 1]?.expected.context : path.start.context;
      const context = cell(changes(before, step.expected.context));
      lines.push(
        `| ${i + 1} | ${event} | ${cell(payload(step.event))} | ${state(step.expected)} | ${shows(step.expected)} | ${context} |`,
      );
    });
  }
  return lines.join('\n') + '\n';
}
