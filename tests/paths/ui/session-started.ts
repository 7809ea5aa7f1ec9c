import { request, type Page } from 'playwright-core';
import type { ReplayEnv, StepContext } from '../catalogue';
import { newestMail } from './auth-api';
import { t, ui } from './page';

const XRW = { 'x-requested-with': 'XMLHttpRequest' };
const PASSWORD = 'Start1234';
const fresh = (what: string) =>
  `${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A fresh customer transfers a new claim to `to` over the API (another device); the mailed link. */
async function transferLink(env: ReplayEnv, to: string): Promise<string> {
  const owner = fresh('giver');
  await env.createUser(owner, PASSWORD);
  const claimId = await env.createClaim(owner);
  const api = await request.newContext();
  try {
    // The CSRF cookie changes with the session: read it before each call.
    const post = async (path: string, data: unknown) => {
      const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrf_token')?.value ?? '';
      const res = await api.post(`${env.url}${path}`, { data, headers: { ...XRW, 'x-csrf-token': csrf } });
      if (res.status() !== 200) throw new Error(`POST ${path} answered ${res.status()}`);
    };
    await api.get(`${env.url}/login_check`, { headers: XRW });
    await post('/login', { email: owner, password: PASSWORD });
    await post('/claim_transfer', { email: to, claim_id: claimId, widget_id: null });
  } finally {
    await api.dispose();
  }
  const link = (await newestMail(env, to)).links.find((l) => l.includes('/transfer_claim/'));
  if (!link) throw new Error(`the transfer mail to ${to} has no link`);
  return link;
}

/**
 * SESSION_STARTED: a customer accepts a claim transfer through the mailed link (a new page load);
 * 'Open the contract' hands the session the link started to the session machine (a browser signed
 * in to another account confirms the switch first). The recipient
 * is a fresh customer (English, like the sample), so the demo accounts keep their claims.
 */
export async function acceptTransfer(page: Page, { env }: StepContext): Promise<void> {
  const recipient = fresh('taker');
  await env.createUser(recipient, PASSWORD);
  await page.goto(await transferLink(env, recipient));
  // A browser signed in to another account is asked first (as for sign-in links): continue.
  const accepted = page.getByRole('heading', { level: 1, name: t('transfer.accepted_title') });
  const question = page.getByRole('heading', { name: t('auth.link.confirm_title') });
  await accepted.or(question).waitFor();
  if (await question.isVisible()) await page.getByRole('button', { name: t('auth.link.continue') }).click();
  await accepted.waitFor();
  await page.getByRole('button', { name: t('transfer.open_claim') }).click();
  await page.waitForURL(/\/contract\/[a-z_]+\/\d+$/);
  // The claim page's transfer panel has an e-mail field too: the state is checked on the overview.
  await ui.menuLink(page, 'active_contracts').click();
  await page.waitForURL(/\/active_contracts$/);
}
