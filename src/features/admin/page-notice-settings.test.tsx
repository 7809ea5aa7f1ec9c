import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { specText } from '../../../tests/spec-texts';
import type { PageNotice, WidgetTree } from '../../../contract';
import type { Result } from '../../api/answer';
import { treeQuery } from '../../api/widgets';
import { PageNoticeSettings } from './page-notice-settings';

const saveTreeNotice =
  vi.fn<(q: QueryClient, id: string, n: PageNotice | null) => Promise<Result<WidgetTree>>>();
vi.mock('../../api/widgets', async (original) => ({
  ...(await original<typeof import('../../api/widgets')>()),
  saveTreeNotice: (q: QueryClient, id: string, n: PageNotice | null) => saveTreeNotice(q, id, n),
}));

async function show(notice?: PageNotice) {
  const queryClient = new QueryClient();
  const tree: WidgetTree = { id: 'faq', widgets: [], ...(notice ? { notice } : {}) };
  await queryClient.prefetchQuery({ ...treeQuery('faq'), queryFn: async () => tree });
  render(
    <QueryClientProvider client={queryClient}>
      <PageNoticeSettings treeId="faq" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
const enabled = () => screen.getByRole('checkbox', { name: 'Show a notice when this page loads' });
const text = () => screen.getByRole('combobox', { name: 'Notice text' });
const seconds = () => screen.getByRole('spinbutton', { name: 'Shown for (seconds)' });
const saveButton = () => screen.getByRole('button', { name: 'Save notice' });

beforeEach(() => {
  saveTreeNotice.mockReset();
  saveTreeNotice.mockImplementation((_, id, n) =>
    Promise.resolve({ ok: true, value: { id, widgets: [], ...(n ? { notice: n } : {}) } }),
  );
});

describe('PageNoticeSettings', () => {
  it('starts from the default (thanks for the claim entry, 3 s) and sets a text key and duration', async () => {
    const user = await show();
    expect((enabled() as HTMLInputElement).checked).toBe(false);
    expect((text() as HTMLSelectElement).selectedOptions[0]?.textContent).toMatch(/thank.*claim entry/i);
    expect((seconds() as HTMLInputElement).value).toBe('3');
    await user.click(enabled());
    await user.selectOptions(text(), specText('success.update_successful'));
    await user.clear(seconds());
    await user.type(seconds(), '5.5');
    await user.click(saveButton());
    expect(saveTreeNotice).toHaveBeenCalledWith(expect.anything(), 'faq', {
      key: 'update_successful',
      duration_ms: 5500,
    });
    expect(await screen.findByText('Notice of the page faq saved.')).toBeTruthy();
  });

  it('removes a set notice when switched off', async () => {
    const user = await show({ key: 'email_sent', duration_ms: 2000 });
    expect((enabled() as HTMLInputElement).checked).toBe(true);
    expect((text() as HTMLSelectElement).value).toBe('email_sent');
    expect((seconds() as HTMLInputElement).value).toBe('2');
    await user.click(enabled());
    await user.click(saveButton());
    expect(saveTreeNotice).toHaveBeenCalledWith(expect.anything(), 'faq', null);
  });

  it("shows the server's field errors at the duration", async () => {
    saveTreeNotice.mockResolvedValue({
      ok: false,
      refused: { errors: { 'notice.duration_ms': ['required'] }, message: 'validation_failed' },
    });
    const user = await show({ key: 'claim_created', duration_ms: 3000 });
    await user.clear(seconds());
    await user.click(saveButton());
    expect((await screen.findByText(specText('api.required'))).id).toBe(
      seconds().getAttribute('aria-describedby'),
    );
  });
});
