import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '../../../contract';
import type { PasswordInput } from '../../../machines/password-form/password-form.machine';
import { useSessionActor } from '../../session/session-context';
import { PageIntro } from '../../ui/page-intro';
import { PasswordForm } from '../../ui/form';
import { PublicPage } from '../../ui/public-page';
import { submitActivation, submitReset } from '../../api/auth';

function useExpired() {
  const navigate = useNavigate();
  return useCallback(() => void navigate({ to: '/expired_link', replace: true }), [navigate]);
}

/** Tells the session machine about a session the server started (activation signs in). */
function useSignedIn() {
  const actor = useSessionActor();
  return useCallback(
    (session: LoginResponse | null) => {
      if (session) actor.send({ type: 'SESSION_STARTED', session });
    },
    [actor],
  );
}

/** /password_reset/:id/:token → POST /password_reset/{id}/{code} → /success_reset. */
export function PasswordResetPage({ id, token }: { id: string; token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onExpired = useExpired();
  const submit = useCallback((input: PasswordInput) => submitReset(id, token, input), [id, token]);
  const onSaved = useCallback(() => void navigate({ to: '/success_reset', replace: true }), [navigate]);
  return (
    <PublicPage>
      <PageIntro title={t('pages.password_reset.title')}>{t('pages.password_reset.text')}</PageIntro>
      <PasswordForm
        submit={submit}
        onSaved={onSaved}
        onExpired={onExpired}
        submitLabel={t('auth.password.save')}
      />
    </PublicPage>
  );
}

/**
 * An account without a password sets one with its activation code (POST /activate/{code}),
 * is signed in, and goes on to `next`.
 */
function ActivateWithPasswordPage(props: {
  code: string;
  extra: { redirect?: string; user?: string };
  page: 'activation' | 'set_password';
  submitLabel: string;
  next: '/success_user' | '/success_setpassword';
}) {
  const { code, extra, page, submitLabel, next } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onExpired = useExpired();
  const signedIn = useSignedIn();
  const { redirect, user } = extra;
  const submit = useCallback(
    (input: PasswordInput) =>
      submitActivation(code, input, { ...(redirect ? { redirect } : {}), ...(user ? { user } : {}) }),
    [code, redirect, user],
  );
  const onSaved = useCallback(
    (session: LoginResponse | null) => {
      signedIn(session);
      void navigate({ to: next, search: redirect ? { redirect } : {}, replace: true });
    },
    [navigate, signedIn, next, redirect],
  );
  return (
    <PublicPage>
      <PageIntro title={t(`pages.${page}.title`)}>{t(`pages.${page}.text`)}</PageIntro>
      <PasswordForm submit={submit} onSaved={onSaved} onExpired={onExpired} submitLabel={submitLabel} />
    </PublicPage>
  );
}

/** /activation/:payload → POST /activate/{payload} (signs in) → /success_user → /welcome_success. */
export function ActivationPage({ code, redirect }: { code: string; redirect?: string }) {
  const { t } = useTranslation();
  return (
    <ActivateWithPasswordPage
      code={code}
      extra={{ redirect }}
      page="activation"
      submitLabel={t('auth.activation.submit')}
      next="/success_user"
    />
  );
}

/**
 * /set_password?code=…&user=…: a new account (e.g. from a claim transfer) sets its password →
 * /success_setpassword → /welcome_user.
 */
export function SetPasswordPage({ code, user }: { code: string; user?: string }) {
  const { t } = useTranslation();
  return (
    <ActivateWithPasswordPage
      code={code}
      extra={{ user }}
      page="set_password"
      submitLabel={t('auth.password.save')}
      next="/success_setpassword"
    />
  );
}
