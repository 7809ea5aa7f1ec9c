import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '../../../contract';
import type { PasswordInput } from '../../../machines/password-form/password-form.machine';
import { acceptTransferQuery } from '../../api/claim-transfer';
import { changePassword } from '../../api/user';
import { DEFAULT_AFTER_LOGIN } from '../../lib/redirect';
import { useSessionActor } from '../../session/session-context';
import { PasswordForm } from '../../ui/form';

/**
 * Leaves the page for `href` with the session the link started: the session machine adopts it
 * (language, socket, fresh caches) before the next page loads.
 */
function useContinue(session: LoginResponse | null) {
  const actor = useSessionActor();
  const navigate = useNavigate();
  return useCallback(
    (href: string) => {
      if (session) actor.send({ type: 'SESSION_STARTED', session });
      void navigate({ href });
    },
    [actor, navigate, session],
  );
}

/** The question before a link switches accounts (the sign-in link's, composed by the route). */
export type SwitchQuestion = (props: {
  question: 'confirm_switch';
  onConfirm: () => void;
  onCancel: () => void;
}) => ReactNode;

/**
 * The mailed transfer link (GET /transfer_claim/{code}/{two_factor_code}): accepts once. An
 * existing customer is signed in and sees the claim; a new one first sets a password. A browser
 * signed in to another account is asked first, as for a mailed sign-in link.
 */
export function AcceptTransfer({
  code,
  twoFactorCode,
  Confirm,
}: {
  code: string;
  twoFactorCode: string;
  Confirm: SwitchQuestion;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(false);
  const accept = useQuery(acceptTransferQuery(code, twoFactorCode, confirmed));
  if (accept.isPending) return <p>{t('transfer.accepting')}</p>;
  const res = accept.data;
  if (res?.outcome === 'confirm')
    // Cancel: nothing changes, the visitor stays in their account.
    return (
      <Confirm
        question={res.question}
        onConfirm={() => setConfirmed(true)}
        onCancel={() => void navigate({ href: DEFAULT_AFTER_LOGIN, replace: true })}
      />
    );
  if (res?.outcome === 'two_factor') return <CodeNeeded token={res.token} claim={res.claim} />;
  if (res?.outcome !== 'accepted')
    return (
      <div role="alert">
        <h1>{t('transfer.link_invalid_title')}</h1>
        <p>{t(res?.outcome === 'expired' ? 'api.link_expired' : 'transfer.link_invalid')}</p>
      </div>
    );
  const { claim, session, needs_password } = res;
  if (needs_password && session) return <FirstPassword session={session} />;
  return <Accepted claim={claim} session={session} />;
}

/**
 * The claim moved to a two-factor account: the session starts only with the mailed code, so the
 * session machine goes on to the code page and from there to the claim.
 */
function CodeNeeded({ token, claim }: { token: string; claim: { id: number; scope: string } }) {
  const { t } = useTranslation();
  const actor = useSessionActor();
  useEffect(() => {
    actor.send({ type: 'TWO_FACTOR', token, redirect: `/contract/${claim.scope}/${claim.id}` });
  }, [actor, token, claim.scope, claim.id]);
  return <p role="status">{t('transfer.accepting')}</p>;
}

function Accepted({
  claim,
  session,
}: {
  claim: { id: number; scope: string; case_number: string };
  session: LoginResponse | null;
}) {
  const { t } = useTranslation();
  const go = useContinue(session);
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

/** A new customer's first password (the account the transfer created), then /success_setpassword. */
function FirstPassword({ session }: { session: LoginResponse }) {
  const { t } = useTranslation();
  const go = useContinue(session);
  const userId = session.user.id;
  const queryClient = useQueryClient();
  const submit = useCallback(
    (input: PasswordInput) => changePassword(queryClient, userId, input),
    [queryClient, userId],
  );
  const onSaved = useCallback(() => go('/success_setpassword'), [go]);
  return (
    <PasswordForm
      submit={submit}
      onSaved={onSaved}
      submitLabel={t('account.save_password')}
      header={
        <>
          <h1>{t('transfer.set_password_title')}</h1>
          <p>{t('transfer.set_password_text')}</p>
        </>
      }
    />
  );
}
