import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from './page-intro';
import { PublicPage } from './public-page';

/** Any path no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicPage>
      <PageIntro title={t('pages.not_found.title')}>{t('pages.not_found.text')}</PageIntro>
      <p>
        <Link to="/">{t('pages.not_found.home')}</Link>
      </p>
    </PublicPage>
  );
}
