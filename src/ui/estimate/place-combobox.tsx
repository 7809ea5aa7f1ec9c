import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceKind } from '../../../contract';
import { placesQuery } from '../../api/estimate';
import { useLocale } from '../../lib/use-locale';
import type { FieldControl } from '../form';
import { chosen, countryName, placeLabel, typedCode, type PlaceDraft } from './places';
import './place-combobox.css';

/** Typed text waits this long before it is searched (one request per pause, not per key). */
const SEARCH_PAUSE_MS = 200;

function usePaused(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

/**
 * An airport or airline box (ARIA 1.2 combobox with a listbox popup): what is typed is kept as
 * typed, never cut; matches by city, name or code (GET /estimate/places) are offered below it.
 * ArrowDown/ArrowUp move through them (`aria-activedescendant`), Enter or a click chooses one
 * (the box then shows its full name and holds its code), Escape closes the list. A code typed as
 * such ("FRA", "lh") counts as chosen.
 */
export function PlaceCombobox({
  kind,
  control,
  value,
  onChange,
}: {
  kind: PlaceKind;
  control: FieldControl;
  value: PlaceDraft;
  onChange: (next: PlaceDraft) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = usePaused(value.text.trim());
  const searching = open && query.length >= 2 && query !== chosenText(value);
  const { data } = useQuery({
    ...placesQuery(kind, query),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const matches = searching && data?.kind === kind ? data.matches : [];
  const expanded = matches.length > 0;
  const listId = `${control.id}-list`;
  const optionId = (i: number) => `${listId}-${i}`;

  const choose = (i: number) => {
    const match = matches[i];
    if (!match) return;
    onChange(chosen(match));
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!expanded) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + matches.length) % matches.length);
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault(); // chooses; the form is not sent
      choose(active);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="combobox">
      <input
        {...control}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={value.text}
        onChange={(e) => {
          onChange({ text: e.target.value, code: typedCode(kind, e.target.value) });
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        className="combobox__list"
        // Not the field's own words: the box alone answers to its label.
        aria-label={t('eu261.form.suggestions')}
        hidden={!expanded}
      >
        {matches.map((m, i) => (
          <li
            key={m.code}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className="combobox__option"
            // Keeps the focus in the box: the click chooses before a blur would close the list.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(i)}
          >
            <span className="combobox__name">{placeLabel(m)}</span>{' '}
            <span className="combobox__country">{countryName(m, locale)}</span>
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status">
        {expanded ? t('eu261.form.suggestions_count', { count: matches.length }) : ''}
      </p>
    </div>
  );
}

/** The text of a chosen match: searching it again would only offer it again. */
const chosenText = (v: PlaceDraft) => (v.code && v.text.endsWith(`(${v.code})`) ? v.text.trim() : null);
