import { asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { TRACKING_SETTINGS_SCHEMA, type Contract } from '../../contract';
import { isViewingAs, switchViewAs } from '../auth/view-as';
import type { ActiveSession } from '../auth/sessions';
import { users, widgets } from '../db/schema';
import { readSettings, writeSetting } from '../domain/portal-settings';
import { checkJsonSettings } from '../domain/json-settings';
import { findWidget, loadTree } from '../domain/widgets';
import type { HandlerMap } from '../http/contract-adapter';
import { requireSession, type RequestContext } from '../http/context';
import { HttpError } from '../http/errors';

/** The signed-in admin (not while viewing as a customer), or 401/403. */
function requireAdmin(ctx: RequestContext): ActiveSession {
  const session = requireSession(ctx);
  if (!session.user.isAdmin || isViewingAs(session)) throw new HttpError(403, 'forbidden');
  return session;
}

const invalid = (errors: Record<string, string[]>) =>
  ({ status: 422, body: { message: 'validation_failed', errors } }) as const;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Back office (issue 7): customer search (any given field matches, case-insensitive) and view-as. */
export const adminUserHandlers: HandlerMap<Contract['user']> = {
  autocomplete: async ({ body }, ctx) => {
    requireAdmin(ctx);
    const where: SQL[] = [];
    for (const [field, column] of [
      ['first_name', users.firstName],
      ['last_name', users.lastName],
      ['email', users.email],
    ] as const) {
      const term = body[field]?.trim();
      if (term) where.push(ilike(column, `%${escapeLike(term)}%`));
    }
    if (where.length === 0) return invalid({ email: ['required'] });
    const rows = await ctx.db
      .select({ id: users.id, email: users.email, first_name: users.firstName, last_name: users.lastName })
      .from(users)
      .where(or(...where))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(20);
    return { status: 200, body: rows };
  },

  viewAs: async ({ params }, ctx) => {
    await switchViewAs(ctx, requireSession(ctx), params.user_id);
    return { status: 200, body: { success: true } };
  },
};

/** Admin: a widget's settings, checked against its settings_schema. */
export const adminWidgetHandlers: HandlerMap<Contract['widgets']> = {
  saveSettings: async ({ params, body }, ctx) => {
    requireAdmin(ctx);
    const widget = await findWidget(ctx.db, params.id);
    if (!widget) return { status: 404, body: { message: 'not_found' } };
    const checked = checkJsonSettings('settings', body.settings, widget.settingsSchema);
    if (!checked.ok) return invalid(checked.errors);
    await ctx.db
      .update(widgets)
      .set({ settings: JSON.stringify(checked.value) })
      .where(eq(widgets.id, widget.id));
    const tree = await loadTree(ctx.db, widget.treeId);
    const find = (
      list: NonNullable<typeof tree>['widgets'],
    ): NonNullable<typeof tree>['widgets'][number] | undefined =>
      list.map((w) => (w.id === widget.id ? w : find(w.children))).find(Boolean);
    const saved = tree && find(tree.widgets);
    return saved ? { status: 200, body: saved } : { status: 404, body: { message: 'not_found' } };
  },
};

/** Admin: tracking settings (checked against TRACKING_SETTINGS_SCHEMA) and the theme. */
export const adminSettingsHandlers: HandlerMap<Contract['settings']> = {
  save: async ({ body }, ctx) => {
    requireAdmin(ctx);
    if (!body.Tracking && !body.theme) return invalid({ Tracking: ['required'] });
    let tracking: unknown;
    if (body.Tracking) {
      const checked = checkJsonSettings(
        'Tracking.settings',
        body.Tracking.settings,
        TRACKING_SETTINGS_SCHEMA,
      );
      if (!checked.ok) return invalid(checked.errors);
      tracking = checked.value;
    }
    if (tracking !== undefined) await writeSetting(ctx.db, 'tracking', tracking);
    if (body.theme) await writeSetting(ctx.db, 'theme', body.theme);
    return { status: 200, body: await readSettings(ctx.db) };
  },
};
