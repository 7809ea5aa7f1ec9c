import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordProblems } from '../../../contract';
import { tsr } from '../../lib/api';
import { portalPrefix } from '../../lib/prefix';
import { PasswordPair, type PasswordPairErrors, type PasswordPairValue } from '../../ui/password-pair';

/** A full page load: the session the link started is then read fresh by the whole app. */
const go = (path: string) => window.location.assign(`${portalPrefix()}${path}`);

/**
 * The mailed transfer link (GET /transfer_claim/{code}/{two_factor_code}): accepts once. An
 * existing customer is signed in and sees the claim; a new one first sets a password.
 */
export function AcceptTransfer({ code, twoFactorCode }: { code: string; twoFactorCode: string }) {
  const { t } = useTranslation();
  const accept = useQuery({
    queryKey: ['transfer-accept', code, twoFactorCode],
    queryFn: () => tsr.claimTransfer.accept.query({ params: { code, two_factor_code: twoFactorCode } }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (accept.isPending) return <p>{t('transfer.accepting')}</p>;
  const res = accept.data;
  if (!res || res.status !== 200)
    return (
      <div role="alert">
        <h1>{t('transfer.link_invalid_title')}</h1>
        <p>{t(res?.status === 410 ? 'api.link_expired' : 'transfer.link_invalid')}</p>
      </div>
    );
  const { claim, session, needs_password } = res.body;
  if (needs_password && session) return <FirstPassword userId={session.user.id} />;
  return (
    <div>
      <h1>{t('transfer.accepted_title')}</h1>
      <p role="status">{t('transfer.accepted_text', { case_number: claim.case_number })}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => go(`/contract/${claim.scope}/${claim.id}`)}
      >
        {t('transfer.open_claim')}
      </button>
    </div>
  );
}

function FirstPassword({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState<PasswordPairValue>({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<PasswordPairErrors>({});
  const save = useMutation({
    mutationFn: (body: PasswordPairValue) => tsr.user.changePassword.mutate({ params: { id: userId }, body }),
    onSuccess: (res) => {
      if (res.status === 200) go('/success_setpassword');
      else if (res.status === 422) setErrors(res.body.errors);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = passwordProblems(value.password, value.password_confirmation);
    setErrors(problems);
    if (Object.keys(problems).length === 0) save.mutate(value);
  };
  return (
    <form className="form" noValidate onSubmit={submit}>
      <h1>{t('transfer.set_password_title')}</h1>
      <p>{t('transfer.set_password_text')}</p>
      <PasswordPair id={id} value={value} errors={errors} onChange={setValue} />
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {t('account.save_password')}
      </button>
    </form>
  );
}
