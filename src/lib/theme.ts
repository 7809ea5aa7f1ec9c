import { THEME_COLOURS, type Locale, type Theme } from '../../contract';

export type ThemeColour = (typeof THEME_COLOURS)[number];

/** `button_group_active` → `--color-button-group-active` (the names src/styles.css uses). */
export const cssVarOf = (key: ThemeColour) => `--color-${key.replace(/_/g, '-')}`;

/** The theme's colours as CSS custom properties (unset keys keep the stylesheet's defaults). */
export function themeToCssVars(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const key of THEME_COLOURS) {
    const value = theme[key];
    if (value) vars[cssVarOf(key)] = value;
  }
  return vars;
}

/** Sets the theme's custom properties on an element (the document root), removing earlier ones. */
export function applyTheme(theme: Theme, el: HTMLElement = document.documentElement): void {
  const vars = themeToCssVars(theme);
  for (const key of THEME_COLOURS) {
    const name = cssVarOf(key);
    const value = vars[name];
    if (value) el.style.setProperty(name, value);
    else el.style.removeProperty(name);
  }
}

/** The logo URL for a locale: the localized one, else the default; none unless useLogo. */
export function logoFor(theme: Theme, locale: Locale): string | null {
  if (!theme.useLogo) return null;
  return theme.localized_logos?.[locale] ?? theme.logo ?? null;
}

/** Only http(s) and same-origin relative URLs become an <img src> (no javascript:, data: is allowed for inline logos). */
export function safeLogoUrl(url: string): string | null {
  if (/^data:image\/(png|gif|jpeg|webp);base64,/i.test(url)) return url;
  try {
    const parsed = new URL(url, 'https://portal.invalid/');
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance of #rrggbb. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The text/background pairs the portal draws; each must reach WCAG AA for normal text (4.5:1). */
export const TEXT_PAIRS: [text: ThemeColour, background: ThemeColour][] = [
  ['text', 'background'],
  ['text', 'foreground'],
  ['button_text', 'button'],
  ['button_group_text', 'button_group'],
  ['button_group_active_text', 'button_group_active'],
  ['cta_button_text', 'cta_button'],
];
export const AA_NORMAL_TEXT = 4.5;

export type ContrastLine = { text: ThemeColour; background: ThemeColour; ratio: number; passes: boolean };

/** The AA report for the pairs where the theme sets both colours (merged over `defaults`). */
export function contrastReport(theme: Theme, defaults: Theme = {}): ContrastLine[] {
  const lines: ContrastLine[] = [];
  for (const [text, background] of TEXT_PAIRS) {
    const fg = theme[text] ?? defaults[text];
    const bg = theme[background] ?? defaults[background];
    if (!fg || !bg) continue;
    const ratio = contrastRatio(fg, bg);
    lines.push({ text, background, ratio, passes: ratio >= AA_NORMAL_TEXT });
  }
  return lines;
}
