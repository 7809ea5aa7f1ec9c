import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_COLOURS, type Theme } from '../../../contract';
import { saveSettings, settingsQuery } from '../../api/settings';
import { contrastReport, AA_NORMAL_TEXT } from '../../lib/theme';
import { SubmitButton } from '../../ui/form';

/** The theme's colours with a live WCAG AA contrast report for every text/background pair. */
export function ThemeEditor() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stored = useQuery(settingsQuery()).data?.theme;
  const [theme, setTheme] = useState<Theme>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState('');
  useEffect(() => setTheme(stored ?? {}), [stored]);
  const report = contrastReport(theme);
  const failing = report.filter((l) => !l.passes);

  const save = async () => {
    setBusy(true);
    const res = await saveSettings(queryClient, { theme }).catch(() => null);
    setBusy(false);
    if (!res?.ok) return setSaved(t('admin.settings.failed'));
    setSaved(t('admin.theme.saved'));
  };

  return (
    <form
      className="theme-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="theme-editor__colours">
        {THEME_COLOURS.map((key) => (
          <label key={key}>
            <input
              type="color"
              value={theme[key] ?? '#000000'}
              onChange={(e) => setTheme({ ...theme, [key]: e.target.value })}
            />{' '}
            {t(`admin.theme.colours.${key}`)}
          </label>
        ))}
      </div>
      <section aria-labelledby="contrast-title">
        <h3 id="contrast-title">{t('admin.theme.contrast_title')}</h3>
        <p role="status" className={failing.length > 0 ? 'admin-error' : undefined}>
          {failing.length > 0
            ? t('admin.theme.contrast_failing', { count: failing.length, min: AA_NORMAL_TEXT })
            : t('admin.theme.contrast_ok', { min: AA_NORMAL_TEXT })}
        </p>
        <table className="theme-editor__report">
          <thead>
            <tr>
              <th scope="col">{t('admin.theme.pair')}</th>
              <th scope="col">{t('admin.theme.ratio')}</th>
              <th scope="col">{t('admin.theme.result')}</th>
            </tr>
          </thead>
          <tbody>
            {report.map((l) => (
              <tr key={`${l.text}-${l.background}`}>
                <td>
                  {t(`admin.theme.colours.${l.text}`)} / {t(`admin.theme.colours.${l.background}`)}
                </td>
                <td>{`${l.ratio.toFixed(2)}:1`}</td>
                <td>{l.passes ? t('admin.theme.pass') : t('admin.theme.fail')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <SubmitButton busy={busy}>{t('admin.theme.save')}</SubmitButton>
      <p role="status">{saved}</p>
    </form>
  );
}
