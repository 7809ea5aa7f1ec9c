import {
  fromTransition,
  initialTransition,
  transition,
  type AnyEventObject,
  type AnyMachineSnapshot,
} from 'xstate';
import { afterDelay, eventTypes, isAfterEvent, isOutcomeEvent } from './definition';
import type { AnyMachineModel, EventSample } from './types';

/** The traversal state: the machine snapshot plus the outcome labels the last trigger allows. */
export interface ModelState {
  snapshot: AnyMachineSnapshot;
  expect: readonly string[] | null;
}

/** The model's samples plus one automatic sample per delayed (`after`) event. */
export function allSamples(model: AnyMachineModel): EventSample[] {
  const { machine } = model;
  const initial = initialTransition(machine)[0].context;
  const delayed = eventTypes(machine)
    .filter(isAfterEvent)
    .map((type) => ({
      label: `${afterDelay(machine, type, initial)} ms pass`,
      event: { type },
    }));
  return [...Object.values(model.samples).flatMap((list) => list ?? []), ...delayed];
}

/**
 * The machine wrapped as traversal logic for `xstate/graph`: invoked actors' outcomes and delayed
 * events are ordinary events of the model, limited to those the current state can take.
 */
export function traversalModel(model: AnyMachineModel) {
  const samples = allSamples(model);
  const sampleOf = new Map(samples.map((sample) => [sample.event, sample]));
  const logic = fromTransition(
    (state: ModelState, event: AnyEventObject): ModelState => ({
      snapshot: transition(model.machine, state.snapshot, event)[0],
      expect: sampleOf.get(event)?.then ?? null,
    }),
    (): ModelState => ({ snapshot: initialTransition(model.machine)[0], expect: null }),
  );
  const allowed = ({ snapshot, expect }: ModelState, sample: EventSample) =>
    snapshot.status === 'active' &&
    snapshot.can(sample.event) &&
    (model.filterEvents?.(snapshot, sample.event) ?? true) &&
    (!isOutcomeEvent(sample.event.type) || expect === null || expect.includes(sample.label));
  const options = {
    events: ({ context }: { context: ModelState }) =>
      samples.filter((sample) => allowed(context, sample)).map((sample) => sample.event),
    serializeState: ({ context: { snapshot, expect } }: { context: ModelState }) =>
      JSON.stringify({ value: snapshot.value, context: snapshot.context, expect }),
    limit: 5_000,
  };
  return { logic, options, sampleOf };
}
