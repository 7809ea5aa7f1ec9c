import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../testing/api-fetch';
import { contract } from '../../contract';
import {
  api,
  apiEnv,
  configureApi,
  createApiClient,
  reportAnswer,
  reportNoAnswer,
  setApiHandlers,
} from './client';

/** How the client reports answers (the failed-request dialog of SPEC §8, the session check of §4). */
const onFailure = vi.fn();
const onUnauthorized = vi.fn();
let fetchApi: ReturnType<typeof stubFetch>;
beforeEach(() => {
  fetchApi = stubFetch();
  setApiHandlers({ onFailure, onUnauthorized });
});
afterEach(() => {
  vi.unstubAllGlobals();
  onFailure.mockReset();
  onUnauthorized.mockReset();
});

describe('reportAnswer (every call, through the client or a raw request)', () => {
  const sessionCall = contract.documents.upload;
  const publicCall = contract.auth.login;

  it('reports 5xx as a failure and, for a call that needs a session, 401 as an expired session', () => {
    reportAnswer(sessionCall, 500, null);
    expect(onFailure).toHaveBeenCalledTimes(1);
    reportAnswer(publicCall, 503, null);
    expect(onFailure).toHaveBeenCalledTimes(2);
    for (const status of [200, 403, 404, 422, 499]) reportAnswer(sessionCall, status, { message: 'x' });
    reportAnswer(publicCall, 401, { message: 'wrong_credentials' });
    expect(onFailure).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
    reportAnswer(sessionCall, 401, null);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    reportAnswer(sessionCall, 403, { message: 'csrf_failed' });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(onFailure).toHaveBeenCalledTimes(2);
  });

  it('reports no answer at all as a failure, unless the caller cancelled', () => {
    reportNoAnswer(undefined);
    expect(onFailure).toHaveBeenCalledTimes(1);
    const controller = new AbortController();
    reportNoAnswer(controller.signal);
    expect(onFailure).toHaveBeenCalledTimes(2);
    controller.abort();
    reportNoAnswer(controller.signal);
    expect(onFailure).toHaveBeenCalledTimes(2);
  });
});

describe("the client's reports", () => {
  it('a 500 is a failure, a 499 is not', async () => {
    fetchApi.answer(500, { message: 'server_error' });
    await api().settings.menu();
    expect(onFailure).toHaveBeenCalledTimes(1);
    fetchApi.answer(499, { message: 'closed' });
    await api().settings.menu();
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 403 is a session check only when it refuses the CSRF token of a session call', async () => {
    fetchApi.answer(403, { message: 'forbidden' });
    await api().settings.menu();
    fetchApi.answer(403, null);
    await api().settings.menu();
    fetchApi.answer(403, 'csrf_failed');
    await api().settings.menu();
    fetchApi.answer(403, { message: 'csrf_failed' });
    await api().auth.logout({});
    expect(onUnauthorized).not.toHaveBeenCalled();
    await api().settings.menu();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    fetchApi.answer(422, { message: 'csrf_failed', errors: {} });
    await api().settings.menu();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports to nobody until the app wires its handlers, without failing the call', async () => {
    vi.resetModules();
    const fresh = await import('./client');
    fetchApi.answer(503, { message: 'server_error' });
    expect((await fresh.api().settings.menu()).status).toBe(503);
    fetchApi.answer(401, { message: 'unauthenticated' });
    expect((await fresh.api().settings.menu()).status).toBe(401);
    fetchApi.answer(403, { message: 'csrf_failed' });
    expect((await fresh.api().settings.menu()).status).toBe(403);
    fetchApi.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fresh.api().settings.menu()).rejects.toThrow('Failed to fetch');
    fresh.reportAnswer(contract.documents.upload, 500, null);
    fresh.reportAnswer(contract.documents.upload, 401, null);
    fresh.reportNoAnswer(undefined);
    expect(onFailure).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a cancelled call (aborted signal) is not a failure', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchApi.fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(api().settings.menu({ fetchOptions: { signal: controller.signal } })).rejects.toThrow();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it("tells the environment's own listener about every answer too", async () => {
    const onResponse = vi.fn();
    const client = createApiClient({
      baseUrl: '/kunden',
      language: () => 'fr_FR',
      csrfToken: () => 't',
      onResponse,
    });
    fetchApi.answer(503, { message: 'server_error' });
    await client.settings.menu();
    expect(onResponse).toHaveBeenCalledTimes(1);
    expect(onResponse.mock.calls[0]![0]).toBe(503);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(fetchApi.sent()).toMatchObject({ url: '/kunden/menu' });
  });
});

describe('configureApi', () => {
  it('points every src/api function and apiEnv() at the given server, keeping the rest of the browser env', async () => {
    expect(apiEnv().baseUrl).toBe('');
    configureApi({ baseUrl: 'http://mock:1234', csrfToken: () => 'mock-token' });
    expect(apiEnv().baseUrl).toBe('http://mock:1234');
    expect(apiEnv().csrfToken()).toBe('mock-token');
    expect(apiEnv().language()).toBe('en_GB');
    fetchApi.fetchMock.mockResolvedValue(json(200, []));
    await api().settings.menu();
    const sent = fetchApi.sent();
    expect(sent.url).toBe('http://mock:1234/menu');
    expect(sent.headers.get('x-csrf-token')).toBe('mock-token');
    expect(sent.headers.get('accept-language')).toBe('en-GB');
  });
});
