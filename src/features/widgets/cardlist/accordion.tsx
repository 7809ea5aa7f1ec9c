import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../ui/form/form.css';

type Item = { title: string; content: string };

const normalize = (s: string) =>
  s
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

/** Items whose question or answer holds every word of the query (case- and accent-insensitive). */
export function searchItems(items: Item[], query: string): number[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  return items.flatMap((item, i) => {
    const text = normalize(`${item.title} ${item.content}`);
    return words.every((w) => text.includes(w)) ? [i] : [];
  });
}

/** WAI-ARIA accordion: a heading button per item (aria-expanded/controls) over a labelled region. */
export function Accordion({ id, items, searchable }: { id: number; items: Item[]; searchable: boolean }) {
  const { t } = useTranslation();
  const base = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Set<number>>(new Set());
  const visible = searchItems(items, query);
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  return (
    <div className="widget widget--cardlist accordion" data-widget-id={id}>
      {searchable ? (
        <div className="field accordion__search">
          <label htmlFor={`${base}-search`}>{t('faq_ui.search')}</label>
          <input
            id={`${base}-search`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-describedby={`${base}-count`}
          />
          <p id={`${base}-count`} className="muted" role="status">
            {t('faq_ui.results', { count: visible.length })}
          </p>
        </div>
      ) : null}
      {visible.map((i) => {
        const item = items[i]!;
        const expanded = open.has(i) || (query.trim() !== '' && visible.length === 1);
        return (
          <div key={i} className="accordion__item">
            <h2 className="accordion__heading">
              <button
                type="button"
                id={`${base}-h${i}`}
                aria-expanded={expanded}
                aria-controls={`${base}-p${i}`}
                onClick={() => toggle(i)}
              >
                {item.title}
              </button>
            </h2>
            <div id={`${base}-p${i}`} role="region" aria-labelledby={`${base}-h${i}`} hidden={!expanded}>
              <p>{item.content}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
