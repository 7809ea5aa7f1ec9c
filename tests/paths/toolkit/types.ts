import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, StateValue } from 'xstate';

/**
 * One concrete event the path generator may send. `then` (on a trigger such as LOGIN) names the
 * outcome samples (`xstate.done.actor.*` / `xstate.error.actor.*`) the real world can answer with,
 * so generated paths stay consistent (valid credentials are never followed by "wrong credentials").
 */
export interface EventSample<TEvent extends AnyEventObject = AnyEventObject> {
  label: string;
  event: TEvent;
  then?: readonly string[];
}

type OwnEvent<M extends AnyStateMachine> = EventFromLogic<M>;

/**
 * Samples per event type: every event type the machine handles needs at least one (typed here,
 * checked by tests/guards). Invoked-actor outcomes are keyed `xstate.done.actor.<id>` /
 * `xstate.error.actor.<id>`; delayed (`after`) events get samples automatically.
 */
export type SampleMap<M extends AnyStateMachine> = {
  [K in OwnEvent<M>['type']]: readonly EventSample<Extract<OwnEvent<M>, { type: K }>>[];
} & { [K: `xstate.${string}`]: readonly EventSample[] };

export interface MachineModel<M extends AnyStateMachine = AnyStateMachine> {
  /** Catalogue name, e.g. `session`. */
  name: string;
  machine: M;
  samples: SampleMap<M>;
  /** Keeps the traversal finite where context can grow (e.g. a queue). */
  filterEvents?(snapshot: ReturnType<M['transition']>, event: AnyEventObject): boolean;
}

/** A model with its machine type erased: what the toolkit and the catalogue work with. */
export interface AnyMachineModel {
  name: string;
  machine: AnyStateMachine;
  samples: Readonly<Record<string, readonly EventSample[] | undefined>>;
  filterEvents?(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean;
}

/** What the system under test must show: the state value, every active state key, the context. */
export interface ExpectedState {
  value: StateValue;
  /** Active state keys, ancestors included (`parent`, `parent.child`). */
  states: string[];
  context: unknown;
}

export interface PathStep {
  label: string;
  event: AnyEventObject;
  expected: ExpectedState;
  /** Keys of the definition transitions this step takes (see `transitionKey`). */
  transitions: string[];
  /** States entered and left again within this step (eventless transitions): not observable. */
  transient: string[];
}

/** A generated path: serialisable, replayable against the machine or the UI. */
export interface TestPath {
  machine: string;
  /** Stable, from the path's own events (`pathId`): `session:LOGIN>done:login~1a2b3c` */
  id: string;
  title: string;
  start: ExpectedState;
  steps: PathStep[];
}
