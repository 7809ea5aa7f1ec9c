import { asc } from 'drizzle-orm';
import type { Contract } from '../../contract';
import { menuItems } from '../db/schema';
import { readSettings } from '../domain/portal-settings';
import type { HandlerMap } from '../http-kit/handlers';

export const settingsHandlers: Pick<HandlerMap<Contract['settings']>, 'menu' | 'get'> = {
  menu: async (_req, ctx) => {
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
  get: async (_req, ctx) => ({ status: 200, body: await readSettings(ctx.db) }),
};
