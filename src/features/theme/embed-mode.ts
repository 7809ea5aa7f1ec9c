import { Theme } from '../../../contract';
import { checkEmbedToken } from '../../api/settings';
import { tabStorage } from '../../lib/tab-storage';
import type { EmbedStatus } from './embed-store';

const PARAM = 'embed_token';
const STORAGE_KEY = 'portal.embed_token';

let remembered: string | null = null;

/** The embedding token: from the iframe URL (then kept for this tab), or null outside an embedding. */
export function embedToken(win: Window = window): string | null {
  if (win.parent === win) return null;
  const url = new URL(win.location.href);
  const fromUrl = url.searchParams.get(PARAM);
  if (fromUrl) {
    remembered = fromUrl;
    try {
      tabStorage(win)?.setItem(STORAGE_KEY, fromUrl);
    } catch {
      // storage full or denied: the token stays in memory for this page
    }
    url.searchParams.delete(PARAM);
    win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return remembered ?? tabStorage(win)?.getItem(STORAGE_KEY) ?? null;
}

/** The parent origin a token names (read only after the server verified the token). */
export function tokenOrigin(token: string): string | null {
  try {
    const payload = token.split('.')[0] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const origin = (JSON.parse(json) as { origin?: unknown }).origin;
    return typeof origin === 'string' ? origin : null;
  } catch {
    return null;
  }
}

/**
 * Embedded in a host page: verifies the token with POST /iframe_token_check, then accepts the
 * host's theme by postMessage, only from the parent window at the token's origin, and reports
 * the page height. Returns a stop function.
 */
export async function startEmbedding(opts: {
  onTheme: (theme: Theme) => void;
  onStatus: (status: EmbedStatus) => void;
  win?: Window;
  /** POST /iframe_token_check (replaceable in tests). */
  check?: (token: string) => Promise<boolean>;
}): Promise<() => void> {
  const win = opts.win ?? window;
  const token = embedToken(win);
  if (!token) return () => {};
  const check = opts.check ?? checkEmbedToken;
  const origin = tokenOrigin(token);
  if (!(await check(token)) || !origin) {
    opts.onStatus('refused');
    return () => {};
  }
  opts.onStatus('verified');
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== win.parent) return;
    const data = event.data as { type?: unknown; theme?: unknown } | null;
    if (data?.type !== 'portal:theme') return;
    const theme = Theme.safeParse(data.theme);
    if (theme.success) opts.onTheme(theme.data);
  };
  win.addEventListener('message', onMessage);
  const post = (message: unknown) => win.parent.postMessage(message, origin);
  const observer = new ResizeObserver(() =>
    post({ type: 'portal:resize', height: win.document.documentElement.scrollHeight }),
  );
  observer.observe(win.document.body);
  post({ type: 'portal:ready' });
  return () => {
    win.removeEventListener('message', onMessage);
    observer.disconnect();
  };
}
