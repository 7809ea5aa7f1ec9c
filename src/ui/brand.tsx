import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The portal's brand (the theme's logo, SPEC §3) as the root provides it, so the public pages and
 * the dashboard show the same one; without a provider, the portal's name.
 */
export const BrandContext = createContext<ReactNode>(null);

export function Brand() {
  const { t } = useTranslation();
  const brand = useContext(BrandContext);
  return <>{brand ?? t('app.name')}</>;
}
