import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent, type Settlement, type SettlementStatement } from '../../../contract';
import { fetchStatementDocument, settlementQuery } from '../../api/payout';
import { savePdf } from '../../api/signatures';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import './payout.css';

/**
 * Settlement statements on the claim page, once the claim is paid out: per passenger
 * the compensation, the fee and its VAT with their rates, the net payout, the account and the
 * date, the rounding rule, and the PDF. Nothing before the payout.
 */
export function SettlementPanel({ claimId }: { claimId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useQuery(settlementQuery(claimId));
  if (!query.data?.available) return null;
  const { settlement } = query.data;
  return (
    <section className="settlement card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settlement.title')}</h2>
      {settlement.statements.map((s) => (
        <Statement key={s.passenger_id} claimId={claimId} settlement={settlement} statement={s} />
      ))}
      <h3>{t('settlement.rounding_title')}</h3>
      <p className="settlement__rounding">{t('settlement.rounding')}</p>
    </section>
  );
}

/** One passenger's statement: each amount as the API gives it, formatted as the PDF prints it. */
export function Statement({
  claimId,
  settlement,
  statement: s,
}: {
  claimId: number;
  settlement: Settlement;
  statement: SettlementStatement;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const rows: [string, string, string][] = [
    ['compensation', t('settlement.compensation'), money(s.compensation)],
    ['fee', t('settlement.fee', { rate: formatPercent(settlement.fee_rate, locale) }), money(s.fee)],
    ['vat', t('settlement.vat', { rate: formatPercent(settlement.vat_rate, locale) }), money(s.vat)],
    ['fee_total', t('settlement.fee_total'), money(s.fee_total)],
    ['net_payout', t('settlement.net'), money(s.net_payout)],
  ];
  const download = async () => savePdf(await fetchStatementDocument(claimId, s.passenger_id));
  return (
    <article className="settlement__statement" aria-label={t('settlement.statement_of', { name: s.name })}>
      <h3>{s.name}</h3>
      <dl className="settlement__amounts">
        {rows.map(([key, label, value]) => (
          <div key={key} className={`settlement__row settlement__row--${key}`} data-amount={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="settlement__row">
          <dt>{t('settlement.account')}</dt>
          <dd>{s.account ? `${s.account.holder}, ${s.account.iban_masked}` : t('settlement.no_account')}</dd>
        </div>
        <div className="settlement__row">
          <dt>{t('settlement.paid_on')}</dt>
          <dd>{formatDate(s.paid_on, locale)}</dd>
        </div>
      </dl>
      <button type="button" className="button button--secondary" onClick={() => void download()}>
        {t('settlement.download', { name: s.name })}
      </button>
    </article>
  );
}
