import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';
import { PublicPage } from '../../ui/public-page';
import { afterLoginTarget } from '../../lib/redirect';

/** A flow's closing page: its message (role=status, announced) and where to go next. */
export function SuccessPage({
  title,
  text,
  next,
  redirect,
}: {
  title: string;
  text: string;
  /** The button: back to the login, into the portal, or on to the flow's next (welcome) page. */
  next: 'login' | 'dashboard' | '/welcome_user' | '/welcome_success';
  /** Where the flow was asked to end (a safe path, e.g. from the activation link): the portal button goes there. */
  redirect?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <PublicPage>
      <PageIntro title={title} />
      <p role="status" className="page-intro__text">
        {text}
      </p>
      <p className="public__links">
        {next === 'login' ? (
          <Link to="/login/{-$redirect}" params={{ redirect: undefined }} className="button button--primary">
            {t('auth.to_login')}
          </Link>
        ) : next === 'dashboard' ? (
          <Link to={afterLoginTarget(redirect) as '/active_contracts'} className="button button--primary">
            {t('auth.to_dashboard')}
          </Link>
        ) : (
          <Link to={next} search={redirect ? { redirect } : {}} className="button button--primary">
            {t('auth.continue')}
          </Link>
        )}
      </p>
    </PublicPage>
  );
}
