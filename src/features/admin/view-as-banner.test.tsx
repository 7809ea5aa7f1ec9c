import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../contract';
import { ANNA, renderSignedIn } from '../../testing/signed-in';
import { searchBody } from './customer-search';
import { ViewAsBanner } from './view-as-banner';

const banner = (viewingAs: LoginResponse['viewing_as']) => renderSignedIn(<ViewAsBanner />, viewingAs);

describe('ViewAsBanner', () => {
  it('says whose portal the admin sees, as a labelled region with a status and the way back', async () => {
    await banner({ admin_id: 1, admin_email: 'admin@example.com' });
    const region = screen.getByRole('region', { name: 'Viewing as a customer' });
    expect(region.querySelector('[role="status"]')?.textContent).toContain(
      `${ANNA.first_name} ${ANNA.last_name} (${ANNA.email})`,
    );
    expect(region.textContent).toContain('admin@example.com');
    expect(screen.getByRole('button', { name: 'Back to my account' })).toBeTruthy();
  });

  it('is absent in an ordinary session', async () => {
    await banner(undefined);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('searchBody', () => {
  it('turns the search box into an autocomplete body', () => {
    expect(searchBody('  ')).toBeNull();
    expect(searchBody('other@')).toEqual({ email: 'other@' });
    expect(searchBody('Quist')).toEqual({ first_name: 'Quist', last_name: 'Quist', email: 'Quist' });
    expect(searchBody('Zoë van Quist')).toEqual({ first_name: 'Zoë', last_name: 'van Quist' });
  });
});
