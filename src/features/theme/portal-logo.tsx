import { useTranslation } from 'react-i18next';
import { normalizeLocale } from '../../../contract';
import { tsr } from '../../lib/api';
import { logoFor, safeLogoUrl } from '../../lib/theme';
import { useEmbedState } from './embed-store';

/** The theme's logo for the current language (useLogo, logo, localized_logos), else the portal's name. */
export function PortalLogo() {
  const { t, i18n } = useTranslation();
  const settings = tsr.settings.get.useQuery({ queryKey: ['settings'], staleTime: Infinity });
  const { hostTheme } = useEmbedState();
  const theme = { ...(settings.data?.status === 200 ? settings.data.body.theme : undefined), ...hostTheme };
  const url = logoFor(theme, normalizeLocale(i18n.language));
  const src = url ? safeLogoUrl(url) : null;
  return src ? <img className="brand__logo" src={src} alt={t('app.name')} /> : <>{t('app.name')}</>;
}
