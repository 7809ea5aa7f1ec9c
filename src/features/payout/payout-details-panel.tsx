import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PassengerPayout } from '../../../contract';
import { payoutDetailsQuery } from '../../api/payout';
import { bringIntoView, type StepRequest } from '../../ui/step-request';
import { PayoutForm } from './payout-form';
import './payout.css';

/**
 * Payout details on the claim page: each passenger's account, the IBAN masked; while
 * the claim is active the owner enters or changes one (with the current password again). Once
 * closed, the accounts only (the page says once, at its top, that the claim is closed).
 * `openFor` (a next step) opens a passenger's form.
 */
export function PayoutDetailsPanel({
  claimId,
  openFor = null,
}: {
  claimId: number;
  openFor?: StepRequest<number>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const list = useQuery(payoutDetailsQuery(claimId));
  const [open, setOpen] = useState<number | null>(null);
  const editable = list.data?.editable === true;
  useEffect(() => {
    if (!openFor || !editable) return;
    setOpen(openFor.target);
    bringIntoView(document.getElementById(`${id}-passenger-${openFor.target}`));
  }, [openFor, editable, id]);
  return (
    <section className="payout card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('payout.title')}</h2>
      {list.data ? (
        <>
          {list.data.editable ? <p>{t('payout.intro')}</p> : null}
          <ul className="payout__list">
            {list.data.passengers.map((p) => (
              <PassengerRow
                key={p.passenger_id}
                claimId={claimId}
                passenger={p}
                rowId={`${id}-passenger-${p.passenger_id}`}
                editable={list.data.editable}
                open={open === p.passenger_id}
                setOpen={(on) => setOpen(on ? p.passenger_id : null)}
              />
            ))}
          </ul>
        </>
      ) : (
        <p className={list.error ? undefined : 'muted'} role={list.error ? 'alert' : undefined}>
          {t(list.error ? 'payout.load_failed' : 'common.loading')}
        </p>
      )}
    </section>
  );
}

function PassengerRow({
  claimId,
  passenger: p,
  rowId,
  editable,
  open,
  setOpen,
}: {
  claimId: number;
  passenger: PassengerPayout;
  rowId: string;
  editable: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="payout__item" aria-label={p.name} id={rowId} tabIndex={-1}>
      <p>
        <strong>{p.name}</strong>
        <br />
        {p.account ? (
          <span>
            {p.account.holder}, <span className="payout__iban">{p.account.iban_masked}</span>
            {p.account.bic ? ` (${p.account.bic})` : ''}
          </span>
        ) : (
          <span className="muted">{t('payout.no_account')}</span>
        )}
      </p>
      {editable ? (
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {t(p.account ? 'payout.change' : 'payout.enter', { name: p.name })}
        </button>
      ) : null}
      {open ? <PayoutForm claimId={claimId} passenger={p} onClose={() => setOpen(false)} /> : null}
    </li>
  );
}
