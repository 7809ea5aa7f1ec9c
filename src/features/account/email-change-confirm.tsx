import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionActor } from '../../session/session-context';
import { CodeField, SubmitButton } from '../../ui/form';
import { emailChangeLogic } from './email-change-actor';

/** The mailed e-mail change link: enter the activation code shown earlier. */
export function EmailChangeConfirm({ userId, token }: { userId: number; token: string }) {
  const { t } = useTranslation();
  const session = useSessionActor();
  const actor = useActorRef(emailChangeLogic(userId));
  const state = useSelector(actor, (s) => s);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    actor.send({ type: 'OPEN_LINK', token });
  }, [actor, token]);
  const done = state.matches('confirmed');
  useEffect(() => {
    if (done) session.send({ type: 'RECHECK' }); // the session's user has the new address now
  }, [done, session]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMissing(!code.trim());
    if (code.trim()) actor.send({ type: 'CONFIRM', code: code.trim() });
  };
  if (done) return <p role="status">{t('success.update_successful')}</p>;
  if (state.matches('failed'))
    return (
      <div role="alert">
        <p>{t(`api.${state.context.error?.code ?? 'wrong_activation_code'}`)}</p>
        <Link to="/account_details" className="button">
          {t('email_change.request_again')}
        </Link>
      </div>
    );
  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={state.matches('confirming')}>
      <CodeField
        id="email-change-code"
        label={t('email_change.code_label')}
        errors={missing ? ['required'] : []}
        maxLength={20}
        value={code}
        onChange={setCode}
      />
      <SubmitButton busy={state.matches('confirming')}>{t('email_change.confirm')}</SubmitButton>
    </form>
  );
}
