import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkConfirmation } from '../../../contract';
import type { Result } from '../../api/answer';
import { linkSignIn, type SignIn } from '../../api/auth';
import { showLoginNotice } from '../../lib/page-notice';
import { DEFAULT_AFTER_LOGIN } from '../../lib/redirect';
import { landingAfterSignIn } from '../../session/landing';
import { isSignedIn, settledSession } from '../../session/session-actor';
import { useSession, useSessionActor } from '../../session/session-context';
import { PageIntro } from '../../ui/page-intro';
import { PublicPage } from '../../ui/public-page';
import { BackToLogin } from './back-to-login';
import './link-sign-in.css';

type Question = { question: LinkConfirmation };
type View = { kind: 'working' } | ({ kind: 'confirm' } & Question) | { kind: 'refused' };

/**
 * /login/:redirect?link=1, where the mailed link lands: the empty-body POST /login redeems the link
 * (once); then the session machine learns the session and the visitor goes on to `redirect`, where
 * 'Login successful!' shows as the page notice. A two-factor account goes on to the code page. When
 * the server asks first (another account is signed in here, or the link was requested in another
 * browser), the visitor confirms or cancels; cancelling keeps the current session.
 */
export function LinkSignIn({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const actor = useSessionActor();
  const navigate = useNavigate();
  const started = useRef(false);
  const [view, setView] = useState<View>({ kind: 'working' });

  const settle = useCallback(
    (answer: Result<SignIn>) => {
      if (!answer.ok) {
        const { message } = answer.refused;
        if (message === 'confirm_switch' || message === 'confirm_link')
          return setView({ kind: 'confirm', question: message });
        if (message === 'too_many_requests') return setView({ kind: 'refused' });
        return void navigate({ to: '/expired_link', replace: true });
      }
      const signIn = answer.value;
      if ('twoFactorToken' in signIn)
        return actor.send({ type: 'TWO_FACTOR', token: signIn.twoFactorToken, redirect });
      if (!isSignedIn(actor.getSnapshot()))
        // The machine goes on to `redirect` (afterSignIn), as after a password sign-in.
        return actor.send({ type: 'SIGNED_IN', session: signIn.session, redirect });
      // Confirmed switch from another account: the machine adopts the new session, then on.
      actor.send({ type: 'SESSION_STARTED', session: signIn.session });
      void landingAfterSignIn(redirect ?? null, signIn.session.permissions.admin === true).then((href) => {
        showLoginNotice();
        return navigate({ href, replace: true });
      });
    },
    [actor, navigate, redirect],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void Promise.all([linkSignIn(), settledSession(actor)]).then(([answer]) => settle(answer));
  }, [actor, settle]);

  const confirm = () => {
    setView({ kind: 'working' });
    void linkSignIn(true).then(settle);
  };
  // Cancel: nothing changes; a signed-in visitor stays in their account.
  const cancel = () =>
    void navigate({ href: isSignedIn(actor.getSnapshot()) ? DEFAULT_AFTER_LOGIN : '/login', replace: true });

  return (
    <PublicPage>
      {view.kind === 'confirm' ? (
        <ConfirmLink {...view} onConfirm={confirm} onCancel={cancel} />
      ) : view.kind === 'refused' ? (
        <>
          <PageIntro title={t('login.title')} />
          <p role="alert">{t('api.too_many_requests')}</p>
          <BackToLogin />
        </>
      ) : (
        <PageIntro title={t('login.title')}>{t('auth.link.signing_in')}</PageIntro>
      )}
    </PublicPage>
  );
}

/** The question before a link signs in: whose session ends, or that the link came from elsewhere. */
export function ConfirmLink({
  question,
  onConfirm,
  onCancel,
}: Question & { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const current = useSession((s) => s.context.session?.user.email ?? '');
  return (
    <section aria-labelledby="link-confirm-text">
      <PageIntro title={t('auth.link.confirm_title')} />
      <p id="link-confirm-text">
        {question === 'confirm_switch'
          ? t('auth.link.confirm_switch', { current })
          : t('auth.link.confirm_link')}
      </p>
      <div className="link-confirm__actions">
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {t('auth.link.continue')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('auth.link.cancel')}
        </button>
      </div>
    </section>
  );
}
