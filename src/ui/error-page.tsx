import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './page-frame';
import { PageIntro } from './page-intro';

/** Every error boundary of the router (a page that failed to load or render), inside the portal's frame. */
export function ErrorPage({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <PageIntro title={t('pages.error.title')}>{t('pages.error.text')}</PageIntro>
      <p>
        <button type="button" className="button" onClick={() => reload()}>
          {t('errors.reload')}
        </button>{' '}
        <Link to="/">{t('pages.not_found.home')}</Link>
      </p>
    </PageFrame>
  );
}
