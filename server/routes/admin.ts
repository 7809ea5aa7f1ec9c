import { eq } from 'drizzle-orm';
import { TrackingSettings, widgetSettings, type Contract } from '../../contract';
import { switchViewAs } from '../auth/view-as';
import { widgets } from '../db/schema';
import { checkJsonSettings } from '../domain/json-settings';
import { readSettings, writeSetting } from '../domain/portal-settings';
import { searchUsers } from '../db/users';
import { findWidget, loadTree, saveNotice } from '../domain/widgets';
import type { HandlerMap } from '../http-kit/handlers';
import { invalid, notFound, ok } from './answers';

/** Back office: customer search (any given field matches, case-insensitive) and view-as. */
export const adminUserHandlers: Pick<HandlerMap<Contract['user']>, 'autocomplete' | 'viewAs'> = {
  autocomplete: async ({ body }, ctx) => {
    const rows = await searchUsers(ctx.db, body);
    return rows ? { status: 200, body: rows } : invalid({ email: ['required'] });
  },

  viewAs: async ({ params }, ctx) => {
    await switchViewAs(ctx, params.user_id);
    return ok;
  },
};

/** Admin: a widget's settings (checked with the contract's zod schema for its type) and a page's notice. */
export const adminWidgetHandlers: Pick<HandlerMap<Contract['widgets']>, 'saveSettings' | 'saveNotice'> = {
  saveSettings: async ({ params, body }, ctx) => {
    const widget = await findWidget(ctx.db, params.id);
    if (!widget) return notFound;
    const checked = checkJsonSettings('settings', body.settings, widgetSettings[widget.type]);
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
    return saved ? { status: 200, body: saved } : notFound;
  },

  /** A page's page-load notice (SPEC §2): set, or removed with null; an unknown page is a 404. */
  saveNotice: async ({ params, body }, ctx) => {
    if (!(await loadTree(ctx.db, params.treeId))) return notFound;
    await saveNotice(ctx.db, params.treeId, body.notice);
    const tree = await loadTree(ctx.db, params.treeId);
    return tree ? { status: 200, body: tree } : notFound;
  },
};

/** Admin: tracking settings (checked with the contract's TrackingSettings) and the theme. */
export const adminSettingsHandlers: Pick<HandlerMap<Contract['settings']>, 'save'> = {
  save: async ({ body }, ctx) => {
    if (!body.Tracking && !body.theme) return invalid({ Tracking: ['required'] });
    let tracking: unknown;
    if (body.Tracking) {
      const checked = checkJsonSettings('Tracking.settings', body.Tracking.settings, TrackingSettings);
      if (!checked.ok) return invalid(checked.errors);
      tracking = checked.value;
    }
    if (tracking !== undefined) await writeSetting(ctx.db, 'tracking', tracking);
    if (body.theme) await writeSetting(ctx.db, 'theme', body.theme);
    return { status: 200, body: await readSettings(ctx.db) };
  },
};
