import { describe, expect, it } from 'vitest';
import { applyTheme, contrastRatio, contrastReport, logoFor, safeLogoUrl, themeToCssVars } from './theme';

describe('theme', () => {
  it('maps colour keys to --color-<key> custom properties', () => {
    expect(
      themeToCssVars({ background: '#ffffff', button_group_active_text: '#000000', useLogo: true }),
    ).toEqual({
      '--color-background': '#ffffff',
      '--color-button-group-active-text': '#000000',
    });
    const el = document.createElement('div');
    applyTheme({ text: '#112233' }, el);
    expect(el.style.getPropertyValue('--color-text')).toBe('#112233');
    applyTheme({}, el);
    expect(el.style.getPropertyValue('--color-text')).toBe('');
  });

  it('computes WCAG contrast and reports failing pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    const report = contrastReport({
      text: '#777777',
      background: '#ffffff',
      button: '#0b5cad',
      button_text: '#ffffff',
    });
    expect(report.map((l) => [l.text, l.background, l.passes])).toEqual([
      ['text', 'background', false],
      ['button_text', 'button', true],
    ]);
  });

  it('picks the localized logo, the default one, or none', () => {
    const theme = { useLogo: true, logo: '/logo.svg', localized_logos: { de_DE: '/logo-de.svg' } };
    expect(logoFor(theme, 'de_DE')).toBe('/logo-de.svg');
    expect(logoFor(theme, 'fr_FR')).toBe('/logo.svg');
    expect(logoFor({ ...theme, useLogo: false }, 'de_DE')).toBeNull();
    expect(safeLogoUrl('javascript:alert(1)')).toBeNull();
    expect(safeLogoUrl('https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png');
  });
});
