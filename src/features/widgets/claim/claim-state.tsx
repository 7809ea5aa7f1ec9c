import { useTranslation } from 'react-i18next';
import { ClaimNotFound } from '../../../api/widgets';

/** What a claim widget shows while its claim loads or when it cannot (missing or someone else's). */
export function ClaimState({ pending, error }: { pending: boolean; error: unknown }) {
  const { t } = useTranslation();
  if (pending)
    return (
      <p className="muted" aria-busy="true">
        {t('contract.loading')}
      </p>
    );
  if (error instanceof ClaimNotFound)
    return (
      <p className="notice" role="status">
        {t('contract.not_found')}
      </p>
    );
  return <p className="notice">{t('contract.load_failed')}</p>;
}
