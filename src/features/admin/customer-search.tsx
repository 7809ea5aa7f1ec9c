import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { UserSuggestion } from '../../../contract';
import { searchCustomers } from '../../api/user';
import { viewAs } from './view-as';

type Suggestion = z.infer<typeof UserSuggestion>;

/** One box: an e-mail part, a first and last name, or one word matched against every field. */
export function searchBody(term: string) {
  const words = term.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  if (words.length === 1) {
    const [w] = words as [string];
    return w.includes('@') ? { email: w } : { first_name: w, last_name: w, email: w };
  }
  return { first_name: words[0], last_name: words.slice(1).join(' ') };
}

/**
 * Customer search (POST /users/autocomplete) as an ARIA 1.2 combobox: type, move with the arrow
 * keys, Enter views the portal as the chosen customer.
 */
export function CustomerSearch() {
  const { t } = useTranslation();
  const id = useId();
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const body = term.trim().length >= 2 ? searchBody(term) : null;
    if (!body) {
      setResults([]);
      setOpen(false);
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      const list = await searchCustomers(body);
      if (!current) return;
      setResults(list);
      setActive(-1);
      setOpen(true);
      setMessage(t('admin.search.count', { count: list.length }));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term, t]);

  const choose = async (s: Suggestion) => {
    setOpen(false);
    setMessage(t('admin.search.switching', { email: s.email }));
    const status = await viewAs(s.id);
    if (status !== 200) setMessage(t('admin.search.failed'));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && results.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % results.length);
    } else if (e.key === 'ArrowUp' && results.length > 0) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? results.length - 1 : a - 1));
    } else if (e.key === 'Enter' && open && results[active]) {
      e.preventDefault();
      void choose(results[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  return (
    <div className="customer-search">
      <label htmlFor={`${id}-input`}>{t('admin.search.label')}</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open && results.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="muted">
        {t('admin.search.hint')}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('admin.search.results')}
        hidden={!open || results.length === 0}
      >
        {results.map((s, i) => (
          <li
            key={s.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'customer-search__option is-active' : 'customer-search__option'}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => void choose(s)}
          >
            {`${s.first_name} ${s.last_name}`.trim()} <span className="muted">{s.email}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {message}
      </p>
    </div>
  );
}
