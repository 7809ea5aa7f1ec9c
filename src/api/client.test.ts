import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setApiHandlers } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the API client', () => {
  const onFailure = vi.fn();
  const onUnauthorized = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'csrf_token=token-123';
    setApiHandlers({ onFailure, onUnauthorized });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onFailure.mockReset();
    onUnauthorized.mockReset();
  });

  it('sends X-Requested-With, the CSRF header and Accept-Language', async () => {
    fetchMock.mockResolvedValue(json(200, []));
    await api().settings.menu();
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers as HeadersInit);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/menu');
    expect(headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(headers.get('x-csrf-token')).toBe('token-123');
    expect(headers.get('accept-language')).toBe('en-GB');
  });

  it('reports a 5xx answer as a failed request', async () => {
    fetchMock.mockResolvedValue(json(503, { message: 'server_error' }));
    await api().settings.menu();
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports a network failure as a failed request', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api().settings.menu()).rejects.toThrow('Failed to fetch');
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('asks for a session re-check on a 401 from a dashboard call', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'unauthenticated' }));
    await api().settings.menu();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('asks for a session re-check when a dashboard call is refused for its CSRF token', async () => {
    fetchMock.mockResolvedValue(json(403, { message: 'csrf_failed' }));
    await api().widgets.data({ params: { widgetId: 3 }, body: {} });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('treats a 401 from POST /login as an answer, not an expired session', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'wrong_credentials' }));
    const res = await api().auth.login({ body: { email: 'demo@example.com', password: 'nope' } });
    expect(res.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
  });
});
