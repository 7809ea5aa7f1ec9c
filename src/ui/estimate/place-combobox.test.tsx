import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PlaceKind, PlaceSearchResult } from '../../../contract';
import { PlaceCombobox } from './place-combobox';
import { emptyPlace, type PlaceDraft } from './places';

/** What GET /estimate/places answers here (the server's search has its own tests). */
const searchPlaces = vi.fn<(kind: PlaceKind, q: string) => Promise<PlaceSearchResult>>();
vi.mock('../../api/estimate', async (original) => {
  const real = await original<typeof import('../../api/estimate')>();
  return {
    ...real,
    placesQuery: (kind: PlaceKind, q: string) => ({
      ...real.placesQuery(kind, q),
      queryFn: () => searchPlaces(kind, q),
    }),
  };
});

const FRA = {
  code: 'FRA',
  name: 'Frankfurt Main',
  city: 'Frankfurt',
  country: 'Germany',
  country_code: 'DE',
};
const HHN = { code: 'HHN', name: 'Frankfurt Hahn', city: 'Hahn', country: 'Germany', country_code: 'DE' };
searchPlaces.mockImplementation(async (kind, q) =>
  kind === 'airport'
    ? { kind, matches: q.toLowerCase().startsWith('frank') ? [FRA, HHN] : [] }
    : { kind, matches: [] },
);

/** The box in a form, as the calculator uses it; `draft` is what the form holds. */
function show() {
  let draft: PlaceDraft = emptyPlace;
  const submitted = vi.fn();
  function Form() {
    const [value, setValue] = useState<PlaceDraft>(emptyPlace);
    draft = value;
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted();
        }}
      >
        <label htmlFor="from">From (airport)</label>
        <PlaceCombobox kind="airport" control={{ id: 'from' }} value={value} onChange={setValue} />
      </form>
    );
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Form />
    </QueryClientProvider>,
  );
  return { draft: () => draft, submitted, box: screen.getByRole('combobox', { name: 'From (airport)' }) };
}

describe('the airport box (ARIA combobox)', () => {
  it('keeps all that is typed and offers matches in a listbox', async () => {
    const user = userEvent.setup();
    const { box, draft } = show();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, 'Frankfurt');
    expect((box as HTMLInputElement).value).toBe('Frankfurt');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Frankfurt Main (FRA) Germany',
      'Frankfurt Hahn (HHN) Germany',
    ]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    // Typed text names no code until a match is chosen.
    expect(draft()).toEqual({ text: 'Frankfurt', code: '' });
    expect(screen.getByRole('status').textContent).toBe('2 suggestions: use the arrow keys to choose');
  });

  it('arrows move the active option (aria-activedescendant), Enter chooses it without sending the form', async () => {
    const user = userEvent.setup();
    const { box, draft, submitted } = show();
    await user.type(box, 'Frank');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(first!.id);
    expect(first!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(second!.id);
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(first!.id);
    await user.keyboard('{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    // The box shows the full name and holds the code.
    expect((box as HTMLInputElement).value).toBe('Frankfurt Main (FRA)');
    expect(draft()).toEqual({ text: 'Frankfurt Main (FRA)', code: 'FRA' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('Escape closes the list and keeps the text; Enter with the list closed sends the form', async () => {
    const user = userEvent.setup();
    const { box, draft, submitted } = show();
    await user.type(box, 'Frank');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryAllByRole('option', { hidden: false })).toHaveLength(0));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(draft()).toEqual({ text: 'Frank', code: '' });
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('a click chooses; a code typed as such counts as chosen', async () => {
    const user = userEvent.setup();
    const { box, draft } = show();
    await user.type(box, 'Frank');
    await user.click((await screen.findAllByRole('option'))[1]!);
    expect(draft()).toEqual({ text: 'Frankfurt Hahn (HHN)', code: 'HHN' });
    await user.clear(box);
    await user.type(box, 'muc');
    expect(draft()).toEqual({ text: 'muc', code: 'MUC' });
  });
});
