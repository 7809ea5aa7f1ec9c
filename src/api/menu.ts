import { queryOptions } from '@tanstack/react-query';
import type { MenuItem } from '../../contract';
import { body200 } from './answer';
import { api } from './client';

export const menuKeys = { all: ['menu'] as const };

/** GET /menu: the dashboard menu (labels are i18n keys, paths portal routes), read once per visit. */
export const menuQuery = () =>
  queryOptions({
    queryKey: menuKeys.all,
    queryFn: async (): Promise<MenuItem[]> => body200('GET /menu', await api().settings.menu()),
    staleTime: Infinity,
  });
