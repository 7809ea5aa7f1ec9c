import { eq, sql } from 'drizzle-orm';
import { DEMO_CLAIMS, OTHER_CLAIMS } from './demo/claims';
import { DEMO_NOTIFICATIONS, OTHER_NOTIFICATIONS } from './demo/notifications';
import { MENU, THEME, TRACKING_SETTINGS } from './demo/portal';
import { DEMO_INACTIVE_USER, DEMO_USERS } from './demo/users';
import { WIDGET_TREES, type WidgetSeed } from './demo/widgets';
import type { Db } from '../db/db';
import {
  createClaim,
  createNotification,
  createUser,
  type NewClaim,
  type NewNotification,
  type NewUser,
} from './builders';
import { menuItems, settings, users, widgets } from '../db/schema';

type Account = {
  user: NewUser;
  claims: Omit<NewClaim, 'user_id'>[];
  notifications: Omit<NewNotification, 'user_id'>[];
};

const ACCOUNTS: Account[] = [
  { user: DEMO_USERS.demo, claims: DEMO_CLAIMS, notifications: DEMO_NOTIFICATIONS },
  { user: DEMO_USERS.other, claims: OTHER_CLAIMS, notifications: OTHER_NOTIFICATIONS },
  { user: DEMO_USERS.admin, claims: [], notifications: [] },
  { user: DEMO_USERS.twoFactor, claims: [], notifications: [] },
  { user: DEMO_INACTIVE_USER, claims: [], notifications: [] },
];

/**
 * Loads the demo data: accounts with claims and notifications, widget trees
 * for every dashboard page, the menu and settings. Idempotent: only what is
 * missing is added. Returns the e-mail addresses of accounts it created.
 */
export async function seedDemo(db: Db): Promise<{ createdAccounts: string[] }> {
  await seedPortal(db);
  const createdAccounts: string[] = [];
  for (const account of ACCOUNTS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.user.email));
    if (existing) continue;
    const user = await createUser(db, account.user);
    const claimIds = new Map<string, number>();
    for (const claim of account.claims) {
      const row = await createClaim(db, { ...claim, user_id: user.id });
      claimIds.set(row.caseNumber, row.id);
    }
    for (const n of account.notifications) {
      const actions = n.actions?.map((a) => ({
        ...a,
        url: a.url.replace(/\{claim:([^}]+)\}/g, (_, c: string) => String(claimIds.get(c) ?? '')),
      }));
      await createNotification(db, { ...n, ...(actions ? { actions } : {}), user_id: user.id });
    }
    createdAccounts.push(user.email);
  }
  return { createdAccounts };
}

/** Menu, settings and widget trees; each part only when missing. */
export async function seedPortal(db: Db): Promise<void> {
  await db
    .insert(menuItems)
    .values(MENU.map((m, position) => ({ ...m, icon: m.icon ?? null, position })))
    .onConflictDoNothing();
  await db
    .insert(settings)
    .values([
      { key: 'tracking', value: TRACKING_SETTINGS },
      { key: 'theme', value: THEME },
    ])
    .onConflictDoNothing();
  for (const [treeId, nodes] of Object.entries(WIDGET_TREES)) {
    const [{ n } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(widgets)
      .where(eq(widgets.treeId, treeId));
    if (n === 0) await insertWidgets(db, treeId, null, nodes);
  }
}

async function insertWidgets(db: Db, treeId: string, parentId: number | null, nodes: WidgetSeed[]) {
  for (const [position, node] of nodes.entries()) {
    const [row] = await db
      .insert(widgets)
      .values({
        treeId,
        parentId,
        position,
        type: node.type,
        settings: JSON.stringify(node.settings ?? {}),
      })
      .returning({ id: widgets.id });
    if (row && node.children) await insertWidgets(db, treeId, row.id, node.children);
  }
}

/** True when no account exists yet (a fresh database). */
export async function hasNoUsers(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}
