import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { eventName, stateKey, transitionKey } from './definition';
import type { TestPath } from './types';

/**
 * Beyond state and transition coverage: transition pairs (1-switch coverage: two transitions taken
 * one right after the other) and guard outcomes (each guard seen deciding true and deciding false).
 */

const sourceOf = (key: string) => key.slice(0, key.indexOf(' —'));
const pairKey = (a: string, b: string) => `${a} ⟹ ${b}`;

/** The consecutive transition pairs a path takes (within a step and across steps). */
export function pathPairs(path: TestPath): string[] {
  const taken = path.steps.flatMap((step) => step.transitions);
  return taken.slice(1).map((key, i) => pairKey(taken[i] as string, key));
}

/** Every pair the paths take, with the ids of the paths taking it. */
export function pairRows(paths: readonly TestPath[]): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const path of paths)
    for (const pair of new Set(pathPairs(path))) rows.set(pair, [...(rows.get(pair) ?? []), path.id]);
  return rows;
}

const nodes = (machine: AnyStateMachine): AnyStateNode[] => [machine.root, ...getStateNodes(machine.root)];

/** Per state node: its guarded transitions, in the order the machine tries them (event ones, then eventless). */
function candidates(machine: AnyStateMachine) {
  return nodes(machine).flatMap((node) => {
    const lists: [string, AnyTransitionDefinition[]][] = [
      ...node.transitions.entries(),
      ['', node.always ?? []],
    ];
    return lists.flatMap(([type, list]) =>
      list.map((t, index) => ({
        key: transitionKey(t),
        guarded: !!t.guard,
        source: stateKey(node),
        type,
        earlier: list.slice(0, index).map(transitionKey),
      })),
    );
  });
}

export interface GuardRow {
  key: string;
  /** Paths on which the guard decided true (its transition was taken) / false (tried, not taken). */
  true: string[];
  false: string[];
}

/**
 * Guard outcomes seen on the paths. A guarded event transition decided false when its source was
 * active, the event came, no transition before it in the list nor a deeper state's transition took
 * the event, and it was not taken; an eventless one decided false when its source stayed active
 * after a step (or at the start).
 */
export function guardOutcomes(machine: AnyStateMachine, paths: readonly TestPath[]): GuardRow[] {
  const rows = candidates(machine)
    .filter((c) => c.guarded)
    .map((c) => ({ ...c, true: new Set<string>(), false: new Set<string>() }));
  for (const path of paths) {
    // The start state's eventless guards were tried and decided false (else it would not be the start).
    for (const r of rows.filter((x) => !x.type && path.start.states.includes(x.source))) r.false.add(path.id);
    path.steps.forEach((step, i) => {
      const before = i ? (path.steps[i - 1]?.expected.states ?? []) : path.start.states;
      for (const r of rows) {
        if (step.transitions.includes(r.key)) {
          r.true.add(path.id);
          continue;
        }
        if (!r.type) {
          if (step.expected.states.includes(r.source)) r.false.add(path.id);
          continue;
        }
        if (r.type !== step.event.type || !before.includes(r.source)) continue;
        const name = eventName(r.type);
        const pre = step.transitions.some(
          (key) =>
            r.earlier.includes(key) ||
            (sourceOf(key).startsWith(`${r.source}.`) && key.includes(` —${name}`)),
        );
        if (!pre) r.false.add(path.id);
      }
    });
  }
  return rows.map((r) => ({ key: r.key, true: [...r.true], false: [...r.false] }));
}

export const bothOutcomes = (rows: readonly GuardRow[]) =>
  rows.filter((r) => r.true.length && r.false.length).length;
