import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A page's heading (focused after navigation, see useFocusHeadingOnNavigate)
 * and a short sentence saying what the page is for; also sets the document title.
 */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${title} – ${appName}`;
  }, [title, appName]);
  return (
    <div className="page-intro">
      <h1 tabIndex={-1} data-page-heading="">
        {title}
      </h1>
      {children ? <p className="page-intro__text">{children}</p> : null}
    </div>
  );
}
