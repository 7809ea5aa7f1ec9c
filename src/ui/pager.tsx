import { useTranslation } from 'react-i18next';
import './pager.css';

type Props = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What the page numbers count (the navigation landmark's name). */
  label?: string;
};

/**
 * Previous / next page with 'Page x of y'. The buttons stay focusable at either end
 * (aria-disabled, not disabled), so the keyboard focus never drops to the page body.
 */
export function Pager({ page, pages, onPage, label }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const step = (to: number) => () => {
    if (to >= 1 && to <= pages && to !== page) onPage(to);
  };
  return (
    <nav className="pager" aria-label={label ?? t('grid.pages')}>
      <button type="button" className="button" aria-disabled={page <= 1} onClick={step(page - 1)}>
        {t('grid.previous')}
      </button>
      <span aria-live="polite">{t('grid.page_of', { page, pages })}</span>
      <button type="button" className="button" aria-disabled={page >= pages} onClick={step(page + 1)}>
        {t('grid.next')}
      </button>
    </nav>
  );
}
