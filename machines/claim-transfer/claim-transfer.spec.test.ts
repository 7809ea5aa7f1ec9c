/**
 * SPEC scenarios (§4 Claim transfer, §7 payload), written from the SPEC, not from the machine.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ClaimTransfer } from '../../contract';
import { claimTransferMachine, type RequestInput, type RequestResult } from './claim-transfer.machine';

const claim = (over: Partial<ClaimTransfer>): ClaimTransfer => ({
  claim_id: 7,
  scope: 'fairplane',
  widget_id: 3,
  passenger: 'Ada Lovelace',
  case_number: 'FP-7',
  email: null,
  status: 'none',
  ...over,
});

function start(loaded: ClaimTransfer) {
  const requests: RequestInput[] = [];
  const cancels = vi.fn();
  const loads: number[] = [];
  const actor = createActor(
    claimTransferMachine.provide({
      actors: {
        loadTransfer: fromPromise<ClaimTransfer, { claimId: number }>(async ({ input }) => {
          loads.push(input.claimId);
          return loaded;
        }),
        requestTransfer: fromPromise<RequestResult, RequestInput>(async ({ input }) => {
          requests.push(input);
          return { ok: true, transfer: claim({ email: input.email, status: 'requested' }) };
        }),
        cancelTransfer: fromPromise<void, { claimId: number }>(
          async ({ input }) => void cancels(input.claimId),
        ),
      },
    }),
    { input: { claimId: 7, widgetId: 3 } },
  ).start();
  return { actor, requests, cancels, loads };
}

const settled = (s: { status: string; value: unknown }) =>
  !['loading', 'requesting', 'cancelling'].includes(String(s.value));

describe('claim transfer (SPEC §4)', () => {
  it("'none, then requested (the new address is sent ..., the claim shows as pending)'", async () => {
    const { actor, requests, loads } = start(claim({ status: 'none' }));
    await waitFor(actor, (s) => s.matches('none'));
    // §7: GET /claim_transfer/{claim_id} for the claim shown.
    expect(loads).toEqual([7]);
    actor.send({ type: 'REQUEST', email: 'new@example.com' });
    const s = await waitFor(actor, settled);
    // §7: POST /claim_transfer carries email, claim_id, widget_id.
    expect(requests).toEqual([{ email: 'new@example.com', claimId: 7, widgetId: 3 }]);
    expect(s.value).toBe('requested');
    expect(s.context.transfer?.email).toBe('new@example.com');
  });

  it("'or cancelled by the owner', and after the cancel the transfer can be requested again", async () => {
    const { actor, requests, cancels } = start(claim({ status: 'requested', email: 'old@example.com' }));
    await waitFor(actor, (s) => s.matches('requested'));
    actor.send({ type: 'CANCEL' });
    const cancelled = await waitFor(actor, settled);
    expect(cancels).toHaveBeenCalledWith(7);
    expect(cancelled.value).toBe('cancelled');
    expect(cancelled.context.transfer?.email ?? null).toBeNull();

    actor.send({ type: 'REQUEST', email: 'again@example.com' });
    const again = await waitFor(actor, settled);
    expect(requests.map((r) => r.email)).toEqual(['again@example.com']);
    expect(again.value).toBe('requested');
    expect(again.context.transfer?.email).toBe('again@example.com');
  });

  it("'then accepted via the e-mail link': an accepted claim offers no new request", async () => {
    const { actor, requests } = start(claim({ status: 'accepted', email: 'new@example.com' }));
    await waitFor(actor, (s) => s.matches('accepted'));
    actor.send({ type: 'REQUEST', email: 'other@example.com' });
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(requests).toEqual([]);
  });
});
