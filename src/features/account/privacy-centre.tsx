import { useMutation } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountDeletionCheck } from '../../../contract';
import { fetchPrivacyExport, saveFile } from '../../api/privacy';
import { formatDate } from '../../lib/format';
import { useSession, useSessionActor } from '../../session/session-context';
import { useLocale } from '../../lib/use-locale';
import { TextField } from '../../ui/form';
import { accountDeletionLogic } from './account-deletion-actor';
import './account.css';

/**
 * The privacy centre on the account page: download everything the portal holds about
 * the customer as one archive, and delete the account (refused with the reasons while a claim is
 * active or the law keeps records). Neither while an admin views the portal as the customer.
 */
export function PrivacyCentre() {
  const { t } = useTranslation();
  const id = useId();
  const viewingAs = useSession((snapshot) => !!snapshot.context.session?.viewing_as);
  return (
    <section aria-labelledby={`${id}-title`} className="privacy">
      <h2 id={`${id}-title`}>{t('privacy.title')}</h2>
      <p>{t('privacy.intro')}</p>
      {viewingAs ? (
        <p>{t('privacy.view_as')}</p>
      ) : (
        <>
          <DataExport />
          <AccountDeletion />
        </>
      )}
    </section>
  );
}

function DataExport() {
  const { t } = useTranslation();
  const id = useId();
  const download = useMutation({ mutationFn: async () => saveFile(await fetchPrivacyExport()) });
  return (
    <div className="privacy__part" aria-labelledby={`${id}-title`} role="group">
      <h3 id={`${id}-title`}>{t('privacy.export_title')}</h3>
      <p>{t('privacy.export_text')}</p>
      <button
        type="button"
        className="button"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? t('privacy.export_busy') : t('privacy.export')}
      </button>
      {download.isSuccess ? <p role="status">{t('privacy.export_done')}</p> : null}
      {download.isError ? <p role="alert">{t('privacy.export_failed')}</p> : null}
    </div>
  );
}

function AccountDeletion() {
  const { t } = useTranslation();
  const id = useId();
  const actor = useActorRef(accountDeletionLogic);
  const state = useSelector(actor, (s) => s);
  const sessionActor = useSessionActor();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!understood) return;
    actor.send({ type: 'SUBMIT', password });
    setPassword('');
  };
  /** Starting, retrying or cancelling begins the confirm step afresh (no password, unconfirmed). */
  const step = (type: 'START' | 'RETRY' | 'CANCEL') => () => {
    setPassword('');
    setUnderstood(false);
    actor.send({ type });
  };
  const { error, check } = state.context;
  const busy = state.matches('deleting');
  return (
    <div className="privacy__part" aria-labelledby={`${id}-title`} role="group">
      <h3 id={`${id}-title`}>{t('privacy.delete_title')}</h3>
      <p>{t('privacy.delete_text')}</p>
      <p>{t('privacy.retention_rule')}</p>
      {state.matches('idle') || state.matches('checking') ? (
        <button type="button" className="button" disabled={state.matches('checking')} onClick={step('START')}>
          {state.matches('checking') ? t('privacy.checking') : t('privacy.delete')}
        </button>
      ) : null}
      {state.matches('refused') && check ? (
        <Refusal check={check} onClose={() => actor.send({ type: 'CLOSE' })} />
      ) : null}
      {state.matches('confirming') || state.matches('deleting') ? (
        <form className="form privacy__confirm" noValidate onSubmit={submit} aria-busy={busy}>
          <p role="alert" className="privacy__warning">
            {t('privacy.confirm_warning')}
          </p>
          <TextField
            id={`${id}-password`}
            label={t('account.current_password')}
            type="password"
            autoComplete="current-password"
            errors={error ? [error] : []}
            value={password}
            onChange={setPassword}
          />
          <div className="field field--checkbox">
            <input
              id={`${id}-understood`}
              type="checkbox"
              checked={understood}
              onChange={(e) => setUnderstood(e.target.checked)}
            />
            <label htmlFor={`${id}-understood`}>{t('privacy.confirm_checkbox')}</label>
          </div>
          <div className="privacy__actions">
            <button type="submit" className="button button--danger" disabled={busy || !understood}>
              {busy ? t('privacy.deleting') : t('privacy.confirm_delete')}
            </button>
            <button type="button" className="button" disabled={busy} onClick={step('CANCEL')}>
              {t('privacy.cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {state.matches('failed') ? (
        <div role="alert">
          <p>{t('privacy.delete_failed')}</p>
          <div className="privacy__actions">
            <button type="button" className="button" onClick={step('RETRY')}>
              {t('privacy.retry')}
            </button>
            <button type="button" className="button" onClick={step('CANCEL')}>
              {t('privacy.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      {state.matches('deleted') ? (
        <div role="status">
          <p>{t('privacy.deleted')}</p>
          <button type="button" className="button" onClick={() => sessionActor.send({ type: 'RECHECK' })}>
            {t('privacy.to_login')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Why the account cannot go yet: its active claims, the records the law keeps and until when. */
function Refusal({ check, onClose }: { check: AccountDeletionCheck; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div role="alert" className="privacy__refusal">
      <p className="privacy__refusal-title">{t('privacy.refused')}</p>
      {check.active_claims.length ? (
        <>
          <p>{t('privacy.refused_active')}</p>
          <ul>
            {check.active_claims.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </>
      ) : null}
      {check.retained.length ? (
        <>
          <p>{t('privacy.refused_retained')}</p>
          <ul>
            {check.retained.map((r) => (
              <li key={r.case_number}>
                {t('privacy.retained_item', {
                  case_number: r.case_number,
                  last_payment: formatDate(r.last_payment, locale),
                  kept_until: formatDate(r.kept_until, locale),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {check.deletable_from ? (
        <p>{t('privacy.deletable_from', { date: formatDate(check.deletable_from, locale) })}</p>
      ) : (
        <p>{t('privacy.deletable_when_closed')}</p>
      )}
      <button type="button" className="button" onClick={onClose}>
        {t('privacy.close')}
      </button>
    </div>
  );
}
