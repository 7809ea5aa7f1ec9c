import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Theme } from '../../../contract';
import { startEmbedding, tokenOrigin } from './embed-mode';

const HOST = 'https://host.example';
const token = `${btoa(JSON.stringify({ origin: HOST, exp: 9_999_999_999 })).replace(/=+$/, '')}.sig`;

/** A framed window: its parent records postMessage calls; messages are dispatched by the test. */
function framedWindow(url: string) {
  const parent = { postMessage: vi.fn() };
  const target = new EventTarget();
  const win = {
    parent,
    location: { href: url },
    history: { state: null, replaceState: vi.fn() },
    sessionStorage: {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    },
    document,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  return { win: win as unknown as Window, parent, target };
}

const message = (origin: string, data: unknown, source: unknown) => {
  const e = new MessageEvent('message', { origin, data });
  Object.defineProperty(e, 'source', { value: source });
  return e;
};

afterEach(() => vi.restoreAllMocks());

describe('embedding', () => {
  it('reads the parent origin from a token', () => {
    expect(tokenOrigin(token)).toBe(HOST);
    expect(tokenOrigin('garbage')).toBeNull();
  });

  it('after a verified token, takes the theme only from the parent at the token origin', async () => {
    const { win, parent, target } = framedWindow(`https://portal.example/overview?embed_token=${token}`);
    const themes: Theme[] = [];
    const statuses: string[] = [];
    const stop = await startEmbedding({
      win,
      check: async (t) => t === token,
      onTheme: (t) => themes.push(t),
      onStatus: (s) => statuses.push(s),
    });
    expect(statuses).toEqual(['verified']);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'portal:ready' }, HOST);
    target.dispatchEvent(
      message('https://evil.example', { type: 'portal:theme', theme: { text: '#000000' } }, parent),
    );
    target.dispatchEvent(message(HOST, { type: 'portal:theme', theme: { text: '#000000' } }, {}));
    target.dispatchEvent(message(HOST, { type: 'portal:theme', theme: { text: 'red' } }, parent));
    expect(themes).toEqual([]);
    target.dispatchEvent(message(HOST, { type: 'portal:theme', theme: { text: '#111111' } }, parent));
    expect(themes).toEqual([{ text: '#111111' }]);
    stop();
  });

  it('refuses a token the server does not confirm, and listens to nothing', async () => {
    const { win, parent } = framedWindow(`https://portal.example/?embed_token=${token}x`);
    const statuses: string[] = [];
    await startEmbedding({
      win,
      check: async () => false,
      onTheme: () => {},
      onStatus: (s) => statuses.push(s),
    });
    expect(statuses).toEqual(['refused']);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});
