import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { settingsQuery } from '../../api/settings';
import { logoFor, safeLogoUrl } from '../../lib/theme';
import { useEmbedState } from './embed-store';
import { useLocale } from '../../lib/use-locale';

/** The theme's logo for the current language (useLogo, logo, localized_logos), else the portal's name. */
export function PortalLogo() {
  const { t } = useTranslation();
  const locale = useLocale();
  const settings = useQuery(settingsQuery());
  const { hostTheme } = useEmbedState();
  const theme = { ...settings.data?.theme, ...hostTheme };
  const url = logoFor(theme, locale);
  const src = url ? safeLogoUrl(url) : null;
  return src ? <img className="brand__logo" src={src} alt={t('app.name')} /> : <>{t('app.name')}</>;
}
