import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorBody, Text, ValidationErrorBody, authErrors } from './common';

const Colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const THEME_COLOURS = [
  'background',
  'text',
  'button',
  'button_text',
  'button_group',
  'button_group_text',
  'button_group_active',
  'button_group_active_text',
  'cta_button',
  'cta_button_text',
  'icon',
  'highlight',
  'foreground',
] as const;

export const Theme = z
  .object(
    Object.fromEntries(THEME_COLOURS.map((k) => [k, Colour])) as Record<
      (typeof THEME_COLOURS)[number],
      typeof Colour
    >,
  )
  .partial()
  .extend({
    useLogo: z.boolean().optional(),
    logo: Text(2000).optional(),
    localized_logos: z.record(Text(64), Text(2000)).optional(),
  });
export type Theme = z.infer<typeof Theme>;

/**
 * `Tracking.settings` (the heat-map adapter's shape): the server checks saves with it, the back
 * office's form is generated from it. Left out, `site_id` is null and `queue` is `_heatmapq`.
 */
export const TrackingSettings = z
  .object({
    heatmap: z
      .object({
        enabled: z.boolean(),
        site_id: Text(200).nullable().optional(),
        queue: z
          .string()
          .regex(/^[A-Za-z_$][\w$]{0,63}$/)
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type TrackingSettings = z.infer<typeof TrackingSettings>;

export const Settings = z.object({
  Tracking: z.object({ settings: z.string() }).optional(),
  theme: Theme.optional(),
});
export type Settings = z.infer<typeof Settings>;

export const MenuItem = z.object({
  id: z.string(),
  label: z.string(), // an i18n key
  path: z.string(), // a portal route, without prefix
  icon: z.string().optional(),
});
export type MenuItem = z.infer<typeof MenuItem>;

const c = initContract();

export const settingsContract = c.router({
  menu: {
    method: 'GET',
    path: '/menu',
    metadata: { access: 'session' } as const,
    responses: { 200: z.array(MenuItem), ...authErrors },
    summary: 'The dashboard menu',
  },
  get: {
    method: 'GET',
    path: '/settings',
    metadata: { access: 'public' } as const,
    responses: { 200: Settings },
    summary: 'Portal settings (tracking, theme)',
  },
  save: {
    method: 'POST',
    path: '/settings',
    metadata: { access: 'admin' } as const,
    // Either or both: tracking settings (a JSON string checked with TrackingSettings) and the theme.
    body: z.object({
      Tracking: z.object({ settings: Text(100_000) }).optional(),
      theme: Theme.optional(),
    }),
    responses: { 200: Settings, ...authErrors, 422: ValidationErrorBody },
    summary: 'Admin: save tracking settings and/or the theme',
  },
  iframeTokenCheck: {
    method: 'POST',
    path: '/iframe_token_check',
    metadata: { access: 'public' } as const,
    // Token: issued by `npm run embed:token -- --origin <host origin>` (HMAC-signed, with expiry and parent origin).
    body: z.object({ token: Text(4000).min(1) }),
    responses: { 200: z.boolean(), 422: ValidationErrorBody, 429: ErrorBody },
    summary: 'Verify an embedding parent token (true when valid)',
  },
});
