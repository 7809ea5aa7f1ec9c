import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './page-frame';
import { PageIntro } from './page-intro';

/** Any path no route matches, and anything a page does not find (`notFound()`). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <PageIntro title={t('pages.not_found.title')}>{t('pages.not_found.text')}</PageIntro>
      <p>
        <Link to="/">{t('pages.not_found.home')}</Link>
      </p>
    </PageFrame>
  );
}
