import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchLinkDocument, savePdf, signByLink, signatureLinkQuery } from '../../api/signatures';
import { formatDate, formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { SigningForm } from './signing-form';

/**
 * The co-passenger's page from the mailed link (/sign/{token}): reads the assignment, signs it
 * without an account, then downloads the signed PDF.
 */
export function LinkSigning({ token }: { token: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const link = useQuery(signatureLinkQuery(token));
  if (link.isPending) return <p>{t('common.loading')}</p>;
  const res = link.data;
  if (res?.outcome !== 'ok')
    return (
      <div role="alert">
        <h1>{t('signatures.link_invalid_title')}</h1>
        <p>{t(res?.outcome === 'expired' ? 'api.link_expired' : 'signatures.link_invalid')}</p>
      </div>
    );
  const s = res.signature;
  const download = async () => savePdf(await fetchLinkDocument(token));
  return (
    <div className="link-signing">
      <h1>{t('signatures.link_title')}</h1>
      <dl className="facts">
        <div>
          <dt>{t('signatures.passenger')}</dt>
          <dd>{s.name}</dd>
        </div>
        <div>
          <dt>{t('signatures.case_number')}</dt>
          <dd>{s.case_number}</dd>
        </div>
        <div>
          <dt>{t('signatures.flight')}</dt>
          <dd>
            {s.flight}, {formatDate(s.flight_date, locale)}
          </dd>
        </div>
      </dl>
      <p>{t('signatures.link_intro')}</p>
      {s.status === 'signed' ? (
        <>
          <p role="status" className="signatures__status signatures__status--signed">
            {t('signatures.link_signed', { date: s.signed_at ? formatDateTime(s.signed_at, locale) : '' })}
          </p>
          {s.document_sha256 ? (
            <p className="signatures__hash">
              {t('signatures.document_hash')} <code>{s.document_sha256}</code>
            </p>
          ) : null}
          <button type="button" className="button" onClick={() => void download()}>
            {t('signatures.download_own')}
          </button>
        </>
      ) : (
        <>
          <button type="button" className="button button--secondary" onClick={() => void download()}>
            {t('signatures.read_assignment')}
          </button>
          <h2>{t('signatures.your_signature')}</h2>
          <SigningForm
            signer={t('signatures.signing_self', { name: s.name })}
            // Once signed, the page follows the link's assignment (signByLink loads it again).
            submit={(signature) => signByLink(queryClient, token, signature)}
          />
        </>
      )}
    </div>
  );
}
