import { asc } from 'drizzle-orm';
import { Theme, type Contract, type Settings } from '../../contract';
import { menuItems, settings } from '../db/schema';
import type { HandlerMap } from '../http/contract-adapter';
import { requireSession } from '../http/context';

export const settingsHandlers: HandlerMap<Contract['settings']> = {
  menu: async (_req, ctx) => {
    requireSession(ctx);
    const rows = await ctx.db.select().from(menuItems).orderBy(asc(menuItems.position));
    return {
      status: 200,
      body: rows.map((r) => ({
        id: r.id,
        label: r.label,
        path: r.path,
        ...(r.icon ? { icon: r.icon } : {}),
      })),
    };
  },

  /** Public: the SPA needs tracking and theme before anyone signs in. */
  get: async (_req, ctx) => {
    const rows = await ctx.db.select().from(settings);
    const value = (key: string) => rows.find((r) => r.key === key)?.value;
    const body: Settings = {};
    const tracking = value('tracking');
    if (typeof tracking === 'string') body.Tracking = { settings: tracking };
    const theme = Theme.safeParse(value('theme'));
    if (theme.success) body.theme = theme.data;
    return { status: 200, body };
  },
};
