import { createActor, fromPromise, SimulatedClock, type AnyEventObject, type AnyStateMachine } from 'xstate';
import { afterDelay, isAfterEvent, transitionKey } from './definition';
import { expectedState } from './trace';
import type { ExpectedState, TestPath } from './types';

interface Pending {
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

export interface ActorCall {
  actor: string;
  input: unknown;
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Key-order independent JSON, for comparing expected and seen state. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * Replays a generated path against the real machine: invoked actors are deferred promises that a
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` step resolves or rejects, delayed events
 * advance a simulated clock, every other event is sent. After each step the state value, context
 * and the transitions taken must match the path; a mismatch throws with the path laid out.
 * Uses a real `setTimeout(0)` to let promises settle: do not fake timers around it.
 */
export async function replayPath(machine: AnyStateMachine, path: TestPath): Promise<{ calls: ActorCall[] }> {
  const pending = new Map<string, Pending>();
  const calls: ActorCall[] = [];
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise<unknown, unknown>(({ input, self }) => {
        calls.push({ actor: src, input });
        return new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }));
      }),
    ]),
  );
  const clock = new SimulatedClock();
  let taken: string[] = [];
  const actor = createActor(machine.provide({ actors }), {
    clock,
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep') taken.push(...inspection._transitions.map(transitionKey));
    },
  });
  const log: string[] = [];
  const check = (where: string, expected: ExpectedState, transitions?: string[]) => {
    const seen = expectedState(actor.getSnapshot());
    const line = `${where}: expected ${stable(expected.value)} ${stable(expected.context)}`;
    log.push(line);
    const sameState =
      stable(seen.value) === stable(expected.value) && stable(seen.context) === stable(expected.context);
    const sameTransitions = !transitions || stable(taken) === stable(transitions);
    if (sameState && sameTransitions) return;
    const detail = sameState ? `took ${stable(taken)}, expected ${stable(transitions)}` : '';
    const seenLine = `seen ${stable(seen.value)} ${stable(seen.context)} ${detail}`;
    throw new Error(`${path.id} failed: ${path.title}\n  ${log.join('\n  ')}\n  ${seenLine}`);
  };
  try {
    actor.start();
    await settle();
    check('start', path.start);
    for (const [i, step] of path.steps.entries()) {
      taken = [];
      await perform(step.event);
      check(`step ${i + 1} ${step.label}`, step.expected, step.transitions);
    }
  } finally {
    actor.stop();
  }
  return { calls };

  async function perform(event: AnyEventObject) {
    const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (outcome) {
      const [, kind, id = ''] = outcome;
      const running = pending.get(id);
      if (!running) throw new Error(`${path.id}: actor "${id}" is not running for ${event.type}`);
      pending.delete(id);
      if (kind === 'done') running.resolve((event as { output?: unknown }).output);
      else running.reject((event as { error?: unknown }).error);
    } else if (isAfterEvent(event.type)) {
      clock.increment(afterDelay(machine, event.type, actor.getSnapshot().context));
    } else {
      actor.send(event);
    }
    await settle();
  }
}
