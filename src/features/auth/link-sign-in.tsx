import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { settledSession } from '../../lib/session';
import { useSessionActor } from '../../lib/session-context';
import { PageIntro } from '../../ui/page-intro';
import { PublicPage } from '../../ui/public-page';
import { linkSignIn } from '../../api/auth';

/**
 * /login/:redirect?link=1, where the mailed link lands: the empty-body POST /login redeems the link
 * (once); then the session machine learns the session and the visitor goes on to `redirect`, where
 * 'Login successful!' shows as the page notice.
 */
export function LinkSignIn({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const actor = useSessionActor();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void Promise.all([linkSignIn(), settledSession(actor)]).then(([answer]) => {
      if (answer === 'expired') return void navigate({ to: '/expired_link', replace: true });
      // The machine goes on to `redirect` (afterSignIn), as after a password sign-in.
      actor.send({ type: 'SIGNED_IN', session: answer, redirect });
    });
  }, [actor, navigate, redirect]);

  return (
    <PublicPage>
      <PageIntro title={t('login.title')}>{t('auth.link.signing_in')}</PageIntro>
    </PublicPage>
  );
}
