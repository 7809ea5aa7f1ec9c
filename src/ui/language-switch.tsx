import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, toLanguageTag, type Locale } from '../../contract';
import { setLocale } from '../lib/i18n';
import { useLocale } from '../lib/use-locale';

/** Each language is named in itself, so a reader can always find their own. */
const NATIVE_NAMES: Record<Locale, string> = {
  de_DE: 'Deutsch',
  en_GB: 'English',
  fr_FR: 'Français',
  it_IT: 'Italiano',
  nl_NL: 'Nederlands',
};

export function LanguageSwitch() {
  const { t } = useTranslation();
  const id = useId();
  const value = useLocale();
  return (
    <div className="language-switch">
      <label htmlFor={id}>{t('common.language')}</label>
      <select id={id} value={value} onChange={(e) => void setLocale(e.target.value)}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={toLanguageTag(locale)}>
            {NATIVE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
