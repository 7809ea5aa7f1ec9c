import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PassengerPayout } from '../../../contract';
import type { PayoutAccountInput } from '../../../machines/payout-details/payout-details.machine';
import { browserHasPasskeys, passkeysQuery } from '../../api/passkeys';
import { FormAlert, TextField } from '../../ui/form';
import { checkAccountInput } from './check-account';
import { payoutDetailsLogic } from './payout-details-actor';

const none: readonly string[] = [];

/**
 * Entering or changing one passenger's payout account (machines/payout-details): the account,
 * then the current password (or one of the user's passkeys, when they have one), then the save
 * (which refreshes the panel and the timeline).
 */
export function PayoutForm({
  claimId,
  passenger,
  onClose,
}: {
  claimId: number;
  passenger: PassengerPayout;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const actor = useActorRef(payoutDetailsLogic(queryClient, claimId, passenger.passenger_id));
  const state = useSelector(actor, (s) => s);
  const [account, setAccount] = useState<PayoutAccountInput>({
    holder: passenger.account?.holder ?? '',
    iban: '',
    bic: '',
  });
  const [password, setPassword] = useState('');
  const hasPasskey = !!useQuery({ ...passkeysQuery(), enabled: browserHasPasskeys() }).data?.length;
  const { errors, error } = state.context;
  const saved = state.matches('saved');

  const set = (field: keyof PayoutAccountInput) => (value: string) =>
    setAccount({ ...account, [field]: value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'SUBMIT', account, errors: checkAccountInput(account) });
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'CONFIRM', password });
    setPassword('');
  };

  if (saved)
    return (
      <div className="payout__form">
        <p role="status">{t('payout.saved', { name: passenger.name })}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => actor.send({ type: 'EDIT' })}
        >
          {t('payout.change_again')}
        </button>
      </div>
    );

  if (state.matches('failed'))
    return (
      <div role="alert" className="payout__form">
        <p>{error ? t(`api.${error}`) : t('payout.failed')}</p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
          {t('payout.retry')}
        </button>
      </div>
    );

  if (state.matches('confirming') || state.matches('saving'))
    return (
      <form className="payout__form" onSubmit={confirm} aria-busy={state.matches('saving')}>
        <h3>{t('payout.confirm_title')}</h3>
        <p>
          {t('payout.confirm_text', {
            name: passenger.name,
            holder: account.holder.trim(),
            iban: account.iban,
          })}
        </p>
        <TextField
          id={`${id}-password`}
          label={t('payout.password')}
          hint={t('payout.password_hint')}
          type="password"
          autoComplete="current-password"
          errors={errors.password ?? none}
          value={password}
          onChange={setPassword}
        />
        <div className="payout__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'CANCEL' })}
          >
            {t('payout.cancel')}
          </button>
          <button type="submit" className="button" disabled={state.matches('saving')}>
            {t('payout.save')}
          </button>
        </div>
        {hasPasskey ? (
          <div className="payout__passkey">
            <p className="muted">{t('payout.passkey_hint')}</p>
            <button
              type="button"
              className="button button--secondary"
              disabled={state.matches('saving')}
              onClick={() => {
                setPassword('');
                actor.send({ type: 'CONFIRM_PASSKEY' });
              }}
            >
              {t('payout.confirm_passkey')}
            </button>
            <FormAlert errors={errors.passkey ?? none} />
          </div>
        ) : null}
      </form>
    );

  const formErrors = Object.entries(errors)
    .filter(([field]) => !['holder', 'iban', 'bic'].includes(field))
    .flatMap(([, codes]) => codes);
  return (
    <form className="payout__form" onSubmit={submit} noValidate>
      <TextField
        id={`${id}-holder`}
        label={t('payout.holder')}
        autoComplete="name"
        errors={errors.holder ?? none}
        value={account.holder}
        onChange={set('holder')}
      />
      <TextField
        id={`${id}-iban`}
        label={t('payout.iban')}
        hint={t('payout.iban_hint')}
        autoComplete="off"
        spellCheck={false}
        errors={errors.iban ?? none}
        value={account.iban}
        onChange={set('iban')}
      />
      <TextField
        id={`${id}-bic`}
        label={t('payout.bic')}
        hint={t('payout.bic_hint')}
        autoComplete="off"
        spellCheck={false}
        errors={errors.bic ?? none}
        value={account.bic}
        onChange={set('bic')}
      />
      <FormAlert errors={formErrors} />
      <div className="payout__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('payout.cancel')}
        </button>
        <button type="submit" className="button">
          {t('payout.continue')}
        </button>
      </div>
    </form>
  );
}
