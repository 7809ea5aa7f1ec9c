import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Settings, Theme } from '../../contract';
import { body200, refuse, type Result, unexpected } from './answer';
import { api } from './client';

export const settingsKeys = { all: ['settings'] as const };

/** GET /settings: tracking and theme, read once per visit. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: async (): Promise<Settings> => body200('GET /settings', await api().settings.get()),
    staleTime: Infinity,
  });

export type SettingsChange = { Tracking?: { settings: string }; theme?: Theme };

/** Admin: POST /settings; the saved settings replace the cached ones. */
export async function saveSettings(
  queryClient: QueryClient,
  body: SettingsChange,
): Promise<Result<Settings>> {
  const res = await api().settings.save({ body });
  if (res.status === 422) return refuse(res);
  if (res.status !== 200) return unexpected('POST /settings', res);
  queryClient.setQueryData(settingsKeys.all, res.body);
  return { ok: true, value: res.body };
}

/** POST /iframe_token_check: true when the embedding parent's token is valid. */
export async function checkEmbedToken(token: string): Promise<boolean> {
  const res = await api().settings.iframeTokenCheck({ body: { token } });
  return res.status === 200 && res.body === true;
}
