import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOCALES,
  type ClaimActionName,
  type Locale,
  type MessageCode,
  type PassengerSignature,
} from '../../../contract';
import { refusalMessage } from '../../api/answer';
import {
  fetchSignatureDocument,
  remindSignature,
  requestSignature,
  savePdf,
  signAsOwner,
  signaturesQuery,
} from '../../api/signatures';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { bringIntoView, type StepRequest } from '../../ui/step-request';
import { SigningForm } from './signing-form';

type Open = { passengerId: number; mode: 'sign' | 'minor' | 'request' } | null;

/**
 * Each passenger's assignment on the claim page: who has signed, and the owner's
 * actions: sign for themselves or a minor child, mail a co-passenger a link, remind, download.
 * `allowed` (the claim's allowed actions; absent: all) hides what the claim no longer allows
 * (a closed claim: downloads only). `signFor` (a next step) opens a passenger's signing form.
 */
export function SignaturesPanel({
  claimId,
  allowed,
  signFor = null,
}: {
  claimId: number;
  allowed?: readonly ClaimActionName[];
  signFor?: StepRequest<number>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const list = useQuery(signaturesQuery(claimId));
  const [open, setOpen] = useState<Open>(null);
  const loaded = list.data !== undefined;
  useEffect(() => {
    if (!signFor || !loaded) return;
    const p = list.data?.find((x) => x.passenger_id === signFor.target);
    if (!p) return;
    if (p.status !== 'signed' && p.role === 'owner') setOpen({ passengerId: p.passenger_id, mode: 'sign' });
    bringIntoView(document.getElementById(`${id}-passenger-${p.passenger_id}`));
    // Once per request: a later change of the list does not reopen it.
  }, [signFor, loaded]);
  if (!list.data)
    return (
      <section className="signatures card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('signatures.title')}</h2>
        <p className={list.error ? undefined : 'muted'} role={list.error ? 'alert' : undefined}>
          {t(list.error ? 'signatures.load_failed' : 'common.loading')}
        </p>
      </section>
    );
  const signedCount = list.data.filter((p) => p.status === 'signed').length;
  return (
    <section className="signatures card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('signatures.title')}</h2>
      <p>{t('signatures.summary', { signed: signedCount, total: list.data.length })}</p>
      <ul className="signatures__list">
        {list.data.map((p) => (
          <PassengerRow
            key={p.passenger_id}
            claimId={claimId}
            passenger={p}
            rowId={`${id}-passenger-${p.passenger_id}`}
            may={(action) => !allowed || allowed.includes(action)}
            open={open?.passengerId === p.passenger_id ? open.mode : null}
            setOpen={(mode) => setOpen(mode ? { passengerId: p.passenger_id, mode } : null)}
          />
        ))}
      </ul>
    </section>
  );
}

function PassengerRow({
  claimId,
  passenger: p,
  rowId,
  may,
  open,
  setOpen,
}: {
  claimId: number;
  passenger: PassengerSignature;
  rowId: string;
  may: (action: ClaimActionName) => boolean;
  open: 'sign' | 'minor' | 'request' | null;
  setOpen: (mode: 'sign' | 'minor' | 'request' | null) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ text: string; alert: boolean } | null>(null);
  const onSigned = useCallback(() => setOpen(null), [setOpen]);
  const remind = async () => {
    const res = await remindSignature(queryClient, claimId, p.passenger_id);
    setMessage(
      res.ok
        ? { text: t('signatures.reminded'), alert: false }
        : { text: t(`api.${refusalMessage(res.refused)}`), alert: true },
    );
  };
  const download = async () => savePdf(await fetchSignatureDocument(claimId, p.passenger_id));
  const label = `${p.name}: ${t(`signatures.status.${p.status}`)}`;

  return (
    <li className="signatures__item" aria-label={label} id={rowId} tabIndex={-1}>
      <p>
        <strong>{p.name}</strong> <span className="muted">({t(`signatures.role.${p.role}`)})</span>
        <br />
        <span className={`signatures__status signatures__status--${p.status}`}>
          {t(`signatures.status.${p.status}`)}
        </span>
        {p.status === 'signed' && p.signed_at ? (
          <span>
            {' '}
            {t('signatures.signed_on', {
              date: formatDateTime(p.signed_at, locale),
              method: t(`signatures.method.${p.method ?? 'typed'}`),
            })}
          </span>
        ) : null}
        {p.status === 'requested' && p.email ? (
          <span> {t('signatures.sent_to', { email: p.email })}</span>
        ) : null}
      </p>
      {p.document_sha256 ? (
        <p className="signatures__hash">
          {t('signatures.document_hash')} <code>{p.document_sha256}</code>
        </p>
      ) : null}
      <div className="signatures__actions">
        {p.status !== 'signed' && p.role === 'owner' && may('sign') ? (
          <button
            type="button"
            className="button"
            aria-expanded={open === 'sign'}
            onClick={() => setOpen(open ? null : 'sign')}
          >
            {t('signatures.sign_self')}
          </button>
        ) : null}
        {p.status !== 'signed' && p.role !== 'owner' && may('sign') ? (
          <>
            <button
              type="button"
              className="button button--secondary"
              aria-expanded={open === 'minor'}
              onClick={() => setOpen(open === 'minor' ? null : 'minor')}
            >
              {t('signatures.sign_minor', { name: p.name })}
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-expanded={open === 'request'}
              onClick={() => setOpen(open === 'request' ? null : 'request')}
            >
              {t(p.status === 'requested' ? 'signatures.request_again' : 'signatures.request', {
                name: p.name,
              })}
            </button>
          </>
        ) : null}
        {p.status === 'requested' && may('remind_signature') ? (
          <button type="button" className="button button--secondary" onClick={() => void remind()}>
            {t('signatures.remind', { name: p.name })}
          </button>
        ) : null}
        {p.status === 'signed' ? (
          <button type="button" className="button button--secondary" onClick={() => void download()}>
            {t('signatures.download', { name: p.name })}
          </button>
        ) : null}
      </div>
      {message ? <p role={message.alert ? 'alert' : 'status'}>{message.text}</p> : null}
      {open === 'sign' || open === 'minor' ? (
        <SigningForm
          signer={t(open === 'minor' ? 'signatures.signing_for_minor' : 'signatures.signing_self', {
            name: p.name,
          })}
          submit={(signature) =>
            signAsOwner(queryClient, {
              claimId,
              passengerId: p.passenger_id,
              signature,
              minor: open === 'minor',
            })
          }
          onSigned={onSigned}
        />
      ) : null}
      {open === 'request' ? (
        <RequestForm claimId={claimId} passenger={p} onDone={() => setOpen(null)} />
      ) : null}
    </li>
  );
}

function RequestForm({
  claimId,
  passenger,
  onDone,
}: {
  claimId: number;
  passenger: PassengerSignature;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const current = useLocale();
  const [email, setEmail] = useState(passenger.email ?? '');
  const [language, setLanguage] = useState<Locale>(current);
  const [error, setError] = useState<MessageCode | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await requestSignature(queryClient, {
      claimId,
      passengerId: passenger.passenger_id,
      email: email.trim(),
      locale: language,
    });
    setBusy(false);
    if (res.ok) onDone();
    else setError(refusalMessage(res.refused));
  };
  return (
    <form className="signatures__request" onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <label htmlFor={`${id}-email`}>{t('signatures.email_label', { name: passenger.name })}</label>
      <input
        id={`${id}-email`}
        type="email"
        required
        autoComplete="off"
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label htmlFor={`${id}-language`}>{t('signatures.language_label')}</label>
      <select id={`${id}-language`} value={language} onChange={(e) => setLanguage(e.target.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(`signatures.language.${l}`)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} role="alert">
          {t(`api.${error}`)}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {t('signatures.send_link')}
      </button>
    </form>
  );
}
