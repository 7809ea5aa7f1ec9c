import { useTranslation } from 'react-i18next';
import { normalizeLocale, type Locale } from '../../contract';

/** The current locale (`de_DE`…), re-rendering the component when the language changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return normalizeLocale(i18n.resolvedLanguage ?? i18n.language);
}
