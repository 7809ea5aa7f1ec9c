/**
 * DESIGN §5: a machine's side effects are injected. Every actor a machine leaves to the app fails,
 * naming itself, when the app did not provide it, so a missing `provide` shows at once instead of
 * a flow that silently never answers.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic, type AnyStateMachine } from 'xstate';

const modules = import.meta.glob<Record<string, unknown>>('./*/*.machine.ts', { eager: true });
const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'implementations' in value && 'config' in value;
const machines = Object.values(modules).flatMap((exports) => Object.values(exports).filter(isMachine));

/** The error a bare actor logic ends with, started on its own. */
async function failureOf(logic: AnyActorLogic): Promise<unknown> {
  const actor = createActor(logic, { input: undefined });
  const ended = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
  actor.start();
  return ended;
}

describe('actors the app injects', () => {
  it('every machine file is found', () => {
    expect(machines.length).toBe(Object.keys(modules).length);
  });

  for (const machine of machines) {
    const actors = Object.entries(machine.implementations.actors) as [string, AnyActorLogic][];
    for (const [name, logic] of actors) {
      it(`${machine.id}: "${name}" not provided fails naming it`, async () => {
        const error = await failureOf(logic);
        expect(error).toBeInstanceOf(Error);
        expect((error as Error).message).toBe(`actor "${name}" is not provided`);
      });
    }
  }
});
