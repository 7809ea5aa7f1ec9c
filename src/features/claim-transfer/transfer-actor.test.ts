import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { claimTransferQuery } from '../../api/claim-transfer';
import { createQueryClient } from '../../api/query-client';
import { json, stubFetch } from '../../testing/api-fetch';
import { transferLogic } from './transfer-actor';

const TRANSFER = { claim_id: 5, widget_id: 3, passenger: 'Anna Berg', case_number: 'FP-5', email: null };

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

/** The message the transfer form shows for a refused request. */
async function refusalOf(status: number, body: unknown) {
  api.fetchMock.mockResolvedValueOnce(json(200, TRANSFER)).mockResolvedValueOnce(json(status, body));
  const actor = createActor(transferLogic(createQueryClient()), {
    input: { claimId: 5, widgetId: 3 },
  }).start();
  await waitFor(actor, (s) => s.matches('none'));
  actor.send({ type: 'REQUEST', email: 'new@example.com' });
  return (await waitFor(actor, (s) => s.context.error !== null)).context.error;
}

it("shows a refused transfer by the address's message, else any field's, else the answer's", async () => {
  const invalid = (errors: Record<string, string[]>) => ({ message: 'validation_failed', errors });
  expect(await refusalOf(422, invalid({ claim_id: ['not_found'], email: ['same_email'] }))).toBe(
    'same_email',
  );
  expect(await refusalOf(422, invalid({ claim_id: ['not_found'] }))).toBe('not_found');
  expect(await refusalOf(429, { message: 'too_many_requests' })).toBe('too_many_requests');
});

it("starts from a claim's fresh cached transfer state (its page's) without asking again; else asks", async () => {
  const client = createQueryClient();
  client.setQueryData(claimTransferQuery(5).queryKey, { ...TRANSFER, status: 'requested' } as never);
  const cached = createActor(transferLogic(client), { input: { claimId: 5, widgetId: 3 } }).start();
  await waitFor(cached, (s) => s.matches('requested'));
  expect(api.fetchMock).not.toHaveBeenCalled();

  api.answer(200, { ...TRANSFER, status: 'none' });
  const asked = createActor(transferLogic(client), { input: { claimId: 6, widgetId: 3 } }).start();
  await waitFor(asked, (s) => s.matches('none'));
  expect(api.sent()).toMatchObject({ url: '/claim_transfer/6', method: 'GET' });
});
