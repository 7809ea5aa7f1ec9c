import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageCode } from '../../../contract';
import { emailProblem, EmailField, SubmitButton } from '../../ui/form';
import { transferLogic } from './transfer-actor';

/**
 * Moves one claim to another e-mail address (SPEC §4 claim transfer): the address form, the
 * pending state with its cancel button, the cancelled message. Composable on any page that
 * knows the claim (the /claim_transfer list, a claim's detail page; `secondary` where the page's
 * primary action is another).
 */
export function ClaimTransferPanel({
  claimId,
  widgetId = null,
  secondary = false,
}: {
  claimId: number;
  widgetId?: number | null;
  secondary?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const actor = useActorRef(transferLogic(queryClient), { input: { claimId, widgetId } });
  const state = useSelector(actor, (s) => s);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<MessageCode | null>(null);
  const fieldId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = emailProblem(email);
    setInvalid(problem);
    if (!problem) actor.send({ type: 'REQUEST', email: email.trim() });
  };

  const { transfer, error } = state.context;
  const busy = state.matches('requesting');

  return (
    <section
      className="claim-transfer"
      aria-labelledby={`${fieldId}-title`}
      aria-busy={busy || state.matches('loading')}
    >
      <h2 id={`${fieldId}-title`}>{t('transfer.panel_title')}</h2>
      {state.matches('loading') ? <p>{t('transfer.loading')}</p> : null}
      {state.matches('failed') ? (
        <div role="alert">
          <p>{t('transfer.failed')}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('transfer.retry')}
          </button>
        </div>
      ) : null}
      {state.matches('accepted') ? <p>{t('transfer.accepted')}</p> : null}
      {state.matches('requested') || state.matches('cancelling') ? (
        <div>
          <p className="claim-transfer__pending">{t('transfer.pending', { email: transfer?.email ?? '' })}</p>
          <button
            type="button"
            className="button"
            disabled={state.matches('cancelling')}
            onClick={() => actor.send({ type: 'CANCEL' })}
          >
            {t('transfer.cancel')}
          </button>
        </div>
      ) : null}
      {state.matches('cancelled') ? (
        <p role="status" className="claim-transfer__cancelled">
          {t('success.claim_transfer_cancelled')}
        </p>
      ) : null}
      {state.matches('none') || state.matches('requesting') || state.matches('cancelled') ? (
        <form className="form" noValidate onSubmit={submit}>
          <EmailField
            id={fieldId}
            label={t('transfer.new_email')}
            errors={invalid ? [invalid] : error ? [error] : []}
            autoComplete="off"
            value={email}
            onChange={setEmail}
          />
          <SubmitButton busy={busy} busyLabel={t('transfer.submitting')} secondary={secondary}>
            {t('transfer.submit')}
          </SubmitButton>
        </form>
      ) : null}
    </section>
  );
}
