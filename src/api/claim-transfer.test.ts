import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheWith, expectUnexpected, refused, stubFetch } from '../testing/api-fetch';
import { createQueryClient } from './query-client';
import {
  acceptTransferQuery,
  cancelTransfer,
  claimTransferKeys,
  claimTransferQuery,
  claimTransfersQuery,
  fetchTransfer,
  requestTransfer,
} from './claim-transfer';

/** A claim's transfer state (contract/claim-transfer.ts ClaimTransfer; the SPA reads it as given). */
const TRANSFER = { claim_id: 5, widget_id: 3, passenger: 'Anna Berg', case_number: 'FP-5', email: null };
const CLAIM = { id: 5, scope: 'fairplane', case_number: 'FP-5' };

describe('claim transfer calls (SPEC §4 claim transfer)', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    api = stubFetch();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keys: the list, one claim under it, and an accept per link', () => {
    expect(claimTransferKeys.list).toEqual(['claim-transfers']);
    expect(claimTransferKeys.one(5)).toEqual(['claim-transfers', 5]);
    expect(claimTransferKeys.accept('c', '123')).toEqual(['transfer-accept', 'c', '123']);
    expect(claimTransfersQuery().queryKey).toEqual(['claim-transfers']);
    expect(claimTransferQuery(5).queryKey).toEqual(['claim-transfers', 5]);
  });

  it('GET /claim_transfer lists the claims, GET /claim_transfer/{id} gives one', async () => {
    api.answer(200, [TRANSFER]);
    expect(await createQueryClient().fetchQuery(claimTransfersQuery())).toEqual([TRANSFER]);
    expect(api.sent(0)).toMatchObject({ url: '/claim_transfer', method: 'GET' });
    api.answer(200, TRANSFER);
    expect(await createQueryClient().fetchQuery(claimTransferQuery(5))).toEqual(TRANSFER);
    expect(api.sent(1)).toMatchObject({ url: '/claim_transfer/5', method: 'GET' });
    api.answer(404, { message: 'not_found' });
    await expectUnexpected(fetchTransfer(5), 'GET', 404);
    await expectUnexpected(createQueryClient().fetchQuery(claimTransfersQuery()), 'GET', 404);
  });

  describe('POST /claim_transfer', () => {
    const input = { email: 'new@example.com', claimId: 5, widgetId: 3 };

    it('sends email, claim_id and widget_id, gives the new state, and the lists load again', async () => {
      api.answer(200, { ...TRANSFER, email: 'new@example.com' });
      const cache = await cacheWith(claimTransferKeys.list, claimTransferKeys.one(5));
      expect(await requestTransfer(cache.client, input)).toEqual({
        ok: true,
        value: { ...TRANSFER, email: 'new@example.com' },
      });
      expect(cache.stale(claimTransferKeys.list)).toBe(true);
      expect(cache.stale(claimTransferKeys.one(5))).toBe(true);
      expect(api.sent()).toMatchObject({
        url: '/claim_transfer',
        method: 'POST',
        body: { email: 'new@example.com', claim_id: 5, widget_id: 3 },
      });
    });

    it("is refused with a 422's field errors, or too_many_requests; the lists stay", async () => {
      const errors = { claim_id: ['not_found'], email: ['same_email'] };
      api.answer(422, { message: 'validation_failed', errors });
      const cache = await cacheWith(claimTransferKeys.list);
      expect(await requestTransfer(cache.client, input)).toEqual(refused('validation_failed', errors));
      api.answer(429, { message: 'too_many_requests' });
      expect(await requestTransfer(cache.client, input)).toEqual(refused('too_many_requests'));
      expect(cache.stale(claimTransferKeys.list)).toBe(false);
    });

    it('is unexpected on any other answer', async () => {
      api.answer(404, { message: 'not_found' });
      await expectUnexpected(requestTransfer(createQueryClient(), input), 'POST', 404);
    });
  });

  it('DELETE /claim_transfer/{id} cancels (the lists load again); any answer but 200 throws', async () => {
    api.answer(404, { message: 'not_found' });
    const cache = await cacheWith(claimTransferKeys.list);
    await expectUnexpected(cancelTransfer(cache.client, 5), 'DELETE', 404);
    expect(cache.stale(claimTransferKeys.list)).toBe(false);
    api.answer(200, { success: true });
    await expect(cancelTransfer(cache.client, 5)).resolves.toBeUndefined();
    expect(api.sent()).toMatchObject({ url: '/claim_transfer/5', method: 'DELETE' });
    expect(cache.stale(claimTransferKeys.list)).toBe(true);
  });

  describe('GET /transfer_claim/{code}/{two_factor_code}', () => {
    const accept = () => createQueryClient().fetchQuery(acceptTransferQuery('code-1', '654321'));

    it('is fetched once and kept', () => {
      const options = acceptTransferQuery('code-1', '654321');
      expect(options.queryKey).toEqual(['transfer-accept', 'code-1', '654321']);
      expect(options.staleTime).toBe(Infinity);
      expect(options.gcTime).toBe(Infinity);
    });

    it('accepts with needs_password, the session and the claim', async () => {
      api.answer(200, { needs_password: true, session: null, claim: CLAIM });
      expect(await accept()).toEqual({
        outcome: 'accepted',
        needs_password: true,
        session: null,
        claim: CLAIM,
      });
      expect(api.sent()).toMatchObject({ url: '/transfer_claim/code-1/654321', method: 'GET' });
    });

    it('goes on to the two-factor step on a 202', async () => {
      api.answer(202, { two_factor_token: 'tok-3', claim: CLAIM });
      expect(await accept()).toEqual({ outcome: 'two_factor', token: 'tok-3', claim: CLAIM });
    });

    it('asks on a 409 (another account is signed in here); the confirmed fetch sends confirm=1 under its own key', async () => {
      api.answer(409, { message: 'confirm_switch' });
      expect(await accept()).toEqual({ outcome: 'confirm', question: 'confirm_switch' });
      const confirmed = acceptTransferQuery('code-1', '654321', true);
      expect(confirmed.queryKey).toEqual(['transfer-accept', 'code-1', '654321', 'confirmed']);
      api.answer(200, { needs_password: false, session: null, claim: CLAIM });
      expect(await createQueryClient().fetchQuery(confirmed)).toMatchObject({ outcome: 'accepted' });
      expect(api.sent(1)).toMatchObject({ url: '/transfer_claim/code-1/654321?confirm=1', method: 'GET' });
    });

    it('is expired on 410, invalid on 404, unexpected otherwise', async () => {
      api.answer(410, { message: 'link_expired' });
      expect(await accept()).toEqual({ outcome: 'expired' });
      api.answer(404, { message: 'not_found' });
      expect(await accept()).toEqual({ outcome: 'invalid' });
      api.answer(422, { message: 'validation_failed', errors: {} });
      await expectUnexpected(accept(), 'GET', 422);
    });
  });
});
