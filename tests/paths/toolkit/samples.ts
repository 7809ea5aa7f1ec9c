import type { AnyStateMachine } from 'xstate';
import type { EventSample, MachineModel } from './types';

/** A successful outcome of the invoked actor `id`. */
export const done = <T>(id: string, label: string, output: T): EventSample => ({
  label,
  event: { type: `xstate.done.actor.${id}`, output },
});

/** A failure (rejected promise: network error, 5xx) of the invoked actor `id`. */
export const failed = (id: string, label: string, error: unknown = new Error(label)): EventSample => ({
  label,
  event: { type: `xstate.error.actor.${id}`, error: serialisable(error) },
});

const serialisable = (error: unknown) => (error instanceof Error ? { message: error.message } : error);

/** Types a model against its machine (every event type needs samples). */
export const defineModel = <M extends AnyStateMachine>(model: MachineModel<M>): MachineModel<M> => model;
