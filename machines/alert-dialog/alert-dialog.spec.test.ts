/**
 * SPEC scenarios (§4 Alert dialog, §3 inputs and events), written from the SPEC, not from the machine.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { alertDialogMachine } from './alert-dialog.machine';

function shown() {
  const actor = createActor(alertDialogMachine).start();
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push(e.type));
  actor.send({
    type: 'SHOW',
    title: 'Warning',
    message: 'A problem occured. Please try to reload the page!',
  });
  return { actor, emitted };
}

describe('alert dialog (SPEC §4)', () => {
  it("'visible' with the supplied title and message", () => {
    const { actor } = shown();
    expect(actor.getSnapshot().context.alert).toMatchObject({
      title: 'Warning',
      message: 'A problem occured. Please try to reload the page!',
    });
  });

  it("'hidden when OK is pressed (emits ok, then hide)'", () => {
    const { actor, emitted } = shown();
    actor.send({ type: 'OK' });
    expect(emitted).toEqual(['ok', 'hide']);
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it("'or when dismissed (emits hide)'", () => {
    const { actor, emitted } = shown();
    actor.send({ type: 'DISMISS' });
    expect(emitted).toEqual(['hide']);
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it("'A cancel handler only hides it'", () => {
    const { actor, emitted } = shown();
    actor.send({ type: 'CANCEL' });
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().context.alert).toBeNull();
  });
});
