import { request, type APIRequestContext } from 'playwright-core';
import type { ReplayEnv } from '../catalogue';

const XRW = { 'x-requested-with': 'XMLHttpRequest' };

/**
 * A separate API client (its own cookie jar, like another device) for arranging server-side facts
 * of the sign-in flows: mails requested, links used up, two-factor tries spent.
 */
export async function withApi<T>(env: ReplayEnv, use: (post: Post) => Promise<T>): Promise<T> {
  const api = await request.newContext();
  try {
    await api.get(`${env.url}/login_check`, { headers: XRW });
    const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrf_token')?.value ?? '';
    const post: Post = async (path, data) => {
      const res = await api.post(`${env.url}${path}`, { data, headers: { ...XRW, 'x-csrf-token': csrf } });
      return { status: res.status(), json: (await res.json().catch(() => null)) as unknown };
    };
    return await use(post);
  } finally {
    await api.dispose();
  }
}
export type Post = (path: string, data: unknown) => Promise<{ status: number; json: unknown }>;

type Mail = { id: number; subject: string; text: string; links: string[] };

/** The newest mail for an address in the development mailbox. */
export async function newestMail(env: ReplayEnv, to: string, api?: APIRequestContext): Promise<Mail> {
  const client = api ?? (await request.newContext());
  try {
    const res = await client.get(`${env.url}/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
    const [mail] = (await res.json()) as Mail[];
    if (!mail) throw new Error(`the development mailbox has no mail for ${to}`);
    return mail;
  } finally {
    if (!api) await client.dispose();
  }
}

/** The six-digit code of the newest mail for an address. */
export async function newestCode(env: ReplayEnv, to: string): Promise<string> {
  const code = /\b\d{6}\b/.exec((await newestMail(env, to)).text)?.[0];
  if (!code) throw new Error(`the newest mail for ${to} holds no code`);
  return code;
}
