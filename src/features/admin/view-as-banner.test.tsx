import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor as settle } from 'xstate';
import type { LoginResponse } from '../../../contract';
import { sessionMachine } from '../../../machines/session/session.machine';
import { SessionProvider } from '../../lib/session-context';
import { searchBody } from './customer-search';
import { ViewAsBanner } from './view-as-banner';

const customer: LoginResponse['user'] = {
  id: 2,
  email: 'other@example.com',
  first_name: 'Otto',
  last_name: 'Other',
  salutation: 'male',
  language: 'en_GB',
  permissions: { admin: false },
};

async function banner(viewingAs: LoginResponse['viewing_as']) {
  const session: LoginResponse = {
    user: customer,
    language: 'en_GB',
    permissions: { admin: false },
    ...(viewingAs ? { viewing_as: viewingAs } : {}),
  };
  const actor = createActor(
    sessionMachine.provide({
      actors: { checkSession: fromPromise<LoginResponse | null>(async () => session) },
    }),
  ).start();
  await settle(actor, (s) => s.matches({ signedIn: 'authenticated' }));
  return render(
    <SessionProvider actor={actor}>
      <ViewAsBanner />
    </SessionProvider>,
  );
}

describe('ViewAsBanner', () => {
  it('says whose portal the admin sees, as a labelled region with a status and the way back', async () => {
    await banner({ admin_id: 1, admin_email: 'admin@example.com' });
    const region = screen.getByRole('region', { name: 'Viewing as a customer' });
    expect(region.querySelector('[role="status"]')?.textContent).toContain('Otto Other (other@example.com)');
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
