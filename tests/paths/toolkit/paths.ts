import type { AnyEventObject } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { traversalModel } from './model';
import { pathId } from './path-id';
import { expectedState, trace } from './trace';
import type { AnyMachineModel, TestPath } from './types';

/**
 * Paths through the machine that take every reachable transition with every event sample:
 * for each edge of the `xstate/graph` adjacency map, the shortest path to its source plus the
 * edge; the shortest one per (transitions taken, sample) is kept; paths that are a prefix of
 * another path are dropped.
 */
export function generatePaths(model: AnyMachineModel): TestPath[] {
  const { logic, options, sampleOf } = traversalModel(model);
  let edges;
  try {
    edges = adjacencyMapToArray(getAdjacencyMap(logic, options));
  } catch (error) {
    throw new Error(
      `${model.name}: the state space is too large; bound it with filterEvents (${String(error)})`,
    );
  }
  const shortest = new Map(
    getShortestPaths(logic, options).map((path) => [
      options.serializeState(path.state),
      path.steps.slice(1).map((step) => step.event),
    ]),
  );
  const best = new Map<string, AnyEventObject[]>();
  for (const { state, event } of edges) {
    const prefix = shortest.get(options.serializeState(state));
    if (!prefix) continue;
    const events = [...prefix, event];
    const taken = trace(model.machine, events).steps.at(-1)?.transitions ?? [];
    if (!taken.length) continue;
    const group = `${taken.join(' + ')} :: ${sampleOf.get(event)?.label ?? event.type}`;
    const known = best.get(group);
    if (
      !known ||
      events.length < known.length ||
      (events.length === known.length && variety(events) > variety(known))
    )
      best.set(group, events);
  }
  const sequences = withoutPrefixes(best.size ? [...best.values()] : [[]]);
  const label = (event: AnyEventObject) => sampleOf.get(event)?.label ?? event.type;
  // Code-point order: the committed catalogue must not depend on the locale.
  const byLabels = (a: AnyEventObject[], b: AnyEventObject[]) => {
    const [x, y] = [a.map(label).join(), b.map(label).join()];
    return x < y ? -1 : x > y ? 1 : 0;
  };
  sequences.sort((a, b) => a.length - b.length || byLabels(a, b));
  const paths = sequences.map((events) => describe(model, events, label));
  const ids = paths.map((path) => path.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new Error(`${model.name}: two paths have the id "${twice}" (the same events)`);
  return paths;
}

/** Among equally short paths, prefer the one using more different samples. */
const variety = (events: AnyEventObject[]) => new Set(events).size;

function withoutPrefixes(sequences: AnyEventObject[][]): AnyEventObject[][] {
  const longestFirst = [...sequences].sort((a, b) => b.length - a.length);
  const kept: AnyEventObject[][] = [];
  for (const sequence of longestFirst) {
    const isPrefix = kept.some((longer) => sequence.every((event, i) => longer[i] === event));
    if (!isPrefix) kept.push(sequence);
  }
  return kept;
}

function describe(
  model: AnyMachineModel,
  events: AnyEventObject[],
  label: (event: AnyEventObject) => string,
): TestPath {
  const { start, steps } = trace(model.machine, events);
  const described = steps.map(({ snapshot, transitions, transient }, i) => {
    const event = events[i] as AnyEventObject;
    return { label: label(event), event, expected: expectedState(snapshot), transitions, transient };
  });
  const end = described.at(-1)?.expected ?? expectedState(start);
  const route = described.map((step) => step.label).join(' → ') || '(initial state)';
  return {
    machine: model.name,
    id: pathId(model.name, events),
    title: `${route} ⇒ ${end.states.at(-1) ?? ''}`,
    start: expectedState(start),
    steps: described,
  };
}
