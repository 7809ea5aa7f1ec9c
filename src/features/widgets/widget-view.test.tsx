import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor as settle } from 'xstate';
import type { LoginResponse, Widget, WidgetType } from '../../../contract';
import { sessionMachine } from '../../../machines/session/session.machine';
import { SessionProvider } from '../../session/session-context';
import { WidgetView } from './widget-view';

const session = (admin: boolean): LoginResponse => ({
  user: {
    id: 1,
    email: 'demo@example.com',
    first_name: 'Julia',
    last_name: 'Becker',
    salutation: 'female',
    language: 'en_GB',
    permissions: { admin },
  },
  language: 'en_GB',
  permissions: { admin },
});

async function show(widget: Widget, admin = false) {
  const actor = createActor(
    sessionMachine.provide({
      actors: { checkSession: fromPromise<LoginResponse | null>(async () => session(admin)) },
    }),
  ).start();
  await settle(actor, (s) => s.matches({ signedIn: 'authenticated' }));
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider actor={actor}>
        <main>
          <WidgetView widget={widget} />
        </main>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const widget = (type: WidgetType, settings: unknown, children: Widget[] = []): Widget => ({
  id: 7,
  type,
  settings: typeof settings === 'string' ? settings : JSON.stringify(settings),
  settings_schema: {},
  children,
});

describe('widget registry', () => {
  it('renders a text widget from its i18n key, inside a row', async () => {
    await show(widget('row', {}, [widget('text', { key: 'new_contract.intro', as: 'h2' })]));
    expect(screen.getByRole('heading', { name: /tell us what happened/i })).toBeTruthy();
  });

  it('renders the current locale’s HTML (sanitizing is checked in Chromium: happy-dom defeats DOMPurify)', async () => {
    const html = '<p>Write to <a href="mailto:a@b.c">mail</a></p>';
    await show(widget('html', { html: { en_GB: html, de_DE: '<p>Hallo</p>' } }));
    expect((await screen.findByRole('link', { name: 'mail' })).getAttribute('href')).toBe('mailto:a@b.c');
    expect(screen.queryByText('Hallo')).toBeNull();
  });

  it('shows an administrator why the settings are invalid', async () => {
    const { container } = await show(widget('button', { label: 'x' }), true);
    expect(container.textContent).toMatch(/Widget 7 has invalid settings: path/);
  });

  it('shows a customer an empty, harmless box for the same settings', async () => {
    const { container } = await show(widget('button', '{not json'));
    const box = container.querySelector('[data-widget-id="7"]');
    expect(box?.textContent).toBe('');
  });

  it('renders the FAQ as a searchable accordion', async () => {
    const user = userEvent.setup();
    const items = ['delay', 'cancellation', 'fees'].map((k) => ({
      title: `faq.${k}.question`,
      content: `faq.${k}.answer`,
    }));
    await show(widget('cardlist', { items, accordion: true, searchable: true }));
    const delay = screen.getByRole('button', { name: /flight is delayed/i });
    expect(delay.getAttribute('aria-expanded')).toBe('false');
    await user.click(delay);
    expect(delay.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: /flight is delayed/i }).textContent).toMatch(/Regulation 261/);
    await user.type(screen.getByLabelText('Search the FAQ'), 'cancelled');
    await waitFor(() => expect(screen.getAllByRole('heading').length).toBe(1));
    expect(screen.getByRole('status').textContent).toBe('Matching questions: 1');
  });
});
