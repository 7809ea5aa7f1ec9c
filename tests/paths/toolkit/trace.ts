import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { activeStates, transitionKey } from './definition';
import type { ExpectedState } from './types';

export interface TracedStep {
  snapshot: AnyMachineSnapshot;
  transitions: string[];
  /** States active only between microsteps of this step (eventless transitions). */
  transient: string[];
}

/** Invoked actors that never settle: outcomes are sent as events by whoever drives the machine. */
export function pendingActors(machine: AnyStateMachine) {
  const never = fromPromise(() => new Promise<never>(() => {}));
  return Object.fromEntries(Object.keys(machine.implementations.actors).map((src) => [src, never]));
}

/**
 * Runs `events` through the machine synchronously, outcome and delayed events sent directly, and
 * records the definition transitions each event takes (from the `@xstate.microstep` inspection).
 */
export function trace(machine: AnyStateMachine, events: readonly AnyEventObject[]) {
  let taken: string[] = [];
  let passed = new Set<string>();
  const actor = createActor(machine.provide({ actors: pendingActors(machine) }), {
    clock: new SimulatedClock(),
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep') return;
      taken.push(...inspection._transitions.map(transitionKey));
      for (const state of activeStates((inspection.snapshot as AnyMachineSnapshot).value)) passed.add(state);
    },
  });
  actor.start();
  const start = actor.getSnapshot();
  const steps: TracedStep[] = events.map((event) => {
    taken = [];
    passed = new Set();
    actor.send(event);
    const snapshot = actor.getSnapshot();
    const end = activeStates(snapshot.value);
    return { snapshot, transitions: taken, transient: [...passed].filter((state) => !end.includes(state)) };
  });
  actor.stop();
  return { start, steps };
}

/** A plain JSON copy of what a snapshot shows. */
export function expectedState(snapshot: AnyMachineSnapshot): ExpectedState {
  return {
    value: snapshot.value,
    states: activeStates(snapshot.value),
    context: JSON.parse(JSON.stringify(snapshot.context ?? {})) as unknown,
  };
}
