/**
 * Scenarios of the requirements ("Signatures", "Machines: signing (drawn → confirmed → signed)"), written
 * from the requirements' text, not from the machine.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SignatureInput } from '../../contract';
import { signingMachine, type SubmitResult } from './signing.machine';

function start(answers: (SubmitResult | Error)[]) {
  const sent: SignatureInput[] = [];
  const actor = createActor(
    signingMachine.provide({
      actors: {
        submitSignature: fromPromise<SubmitResult, { signature: SignatureInput }>(async ({ input }) => {
          sent.push(input.signature);
          const next = answers.shift() ?? { ok: true };
          if (next instanceof Error) throw next;
          return next;
        }),
      },
    }),
  ).start();
  return { actor, sent };
}

const settled = (s: { value: unknown }) => s.value !== 'signing';

describe('signing an assignment', () => {
  it("'drawn → confirmed → signed': the drawn signature (the pad's image) is what is sent", async () => {
    const { actor, sent } = start([{ ok: true }]);
    actor.send({ type: 'STROKE', png_base64: 'AAAA' });
    actor.send({ type: 'STROKE', png_base64: 'BBBB' }); // a second stroke: the image with both
    expect(actor.getSnapshot().value).toBe('drawn');
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('confirmed');
    actor.send({ type: 'SIGN' });
    const s = await waitFor(actor, settled);
    expect(s.value).toBe('signed');
    expect(s.status).toBe('done'); // signed is the end of the flow
    expect(sent).toEqual([{ method: 'drawn', png_base64: 'BBBB' }]);
  });

  it("'or the typed name': a typed name signs without drawing; a blank one signs nothing", async () => {
    const { actor, sent } = start([{ ok: true }]);
    actor.send({ type: 'TYPE', name: '   ' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('empty'); // nothing to confirm
    actor.send({ type: 'TYPE', name: ' Julia Becker ' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'SIGN' });
    expect((await waitFor(actor, settled)).value).toBe('signed');
    expect(sent).toEqual([{ method: 'typed', name: 'Julia Becker' }]);
  });

  it('clear/redraw: a cleared pad cannot be confirmed; the redrawn signature is the one sent', async () => {
    const { actor, sent } = start([{ ok: true }]);
    actor.send({ type: 'STROKE', png_base64: 'FIRST' });
    actor.send({ type: 'CLEAR' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'STROKE', png_base64: 'SECOND' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'BACK' }); // the confirm step goes back to the drawing, kept
    expect(actor.getSnapshot().value).toBe('drawn');
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'SIGN' });
    await waitFor(actor, settled);
    expect(sent).toEqual([{ method: 'drawn', png_base64: 'SECOND' }]);
  });

  it('failure + retry: a failed send can be retried with the same signature, and signs', async () => {
    const { actor, sent } = start([new Error('network'), { ok: true }]);
    actor.send({ type: 'TYPE', name: 'Anna Co' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'SIGN' });
    expect((await waitFor(actor, settled)).value).toBe('failed');
    actor.send({ type: 'RETRY' });
    expect((await waitFor(actor, settled)).value).toBe('signed');
    expect(sent).toEqual([
      { method: 'typed', name: 'Anna Co' },
      { method: 'typed', name: 'Anna Co' },
    ]);
  });

  it('a refused signature stays on the confirm step with the message, and is not signed', async () => {
    const { actor } = start([{ ok: false, error: 'signature_invalid' }]);
    actor.send({ type: 'STROKE', png_base64: 'AAAA' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'SIGN' });
    const s = await waitFor(actor, settled);
    expect(s.value).toBe('confirmed');
    expect(s.context.error).toBe('signature_invalid');
    expect(s.status).toBe('active');
  });

  it('a typed name corrected before Continue: the corrected name is the signature', async () => {
    const { actor, sent } = start([{ ok: true }]);
    actor.send({ type: 'TYPE', name: 'Julia' });
    actor.send({ type: 'TYPE', name: 'Julia Becker' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'SIGN' });
    await waitFor(actor, settled);
    expect(sent).toEqual([{ method: 'typed', name: 'Julia Becker' }]);
  });
});
