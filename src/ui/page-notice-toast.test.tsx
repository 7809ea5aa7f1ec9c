import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { specText } from '../../tests/spec-texts';
import type { PageNotice } from '../../contract';
import { showNotice, usePageLoadNotice } from '../lib/page-notice';
import { PageNoticeToast } from './page-notice-toast';

function Page({ name, notice }: { name: string; notice?: PageNotice }) {
  usePageLoadNotice(name, notice);
  return <h1>{name}</h1>;
}
const toast = () => screen.getByRole('status').textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => vi.runAllTimers());
  vi.useRealTimers();
});

describe('page-load notice (SPEC §2)', () => {
  it("shows the page configuration's notice when the page loads, for its duration", () => {
    render(
      <>
        <Page name="faq" notice={{ key: 'update_successful', duration_ms: 1500 }} />
        <PageNoticeToast />
      </>,
    );
    expect(toast()).toBe(specText('success.update_successful'));
    act(() => vi.advanceTimersByTime(1400));
    expect(toast()).toBe(specText('success.update_successful'));
    act(() => vi.advanceTimersByTime(100));
    expect(toast()).toBe('');
  });

  it('defaults to the thanks for the claim entry, shown 3 seconds', () => {
    render(<PageNoticeToast />);
    act(() => showNotice());
    expect(toast()).toMatch(/thank.*claim entry/i);
    act(() => vi.advanceTimersByTime(2999));
    expect(toast()).toMatch(/thank.*claim entry/i);
    act(() => vi.advanceTimersByTime(1));
    expect(toast()).toBe('');
  });

  it('shows nothing for a page without a notice, and a page once per load', () => {
    const { rerender } = render(
      <>
        <Page name="overview" />
        <PageNoticeToast />
      </>,
    );
    expect(toast()).toBe('');
    const notice = { key: 'email_sent', duration_ms: 1000 } as const;
    rerender(
      <>
        <Page name="overview" notice={notice} />
        <PageNoticeToast />
      </>,
    );
    expect(toast()).toBe(specText('success.email_sent'));
    act(() => vi.advanceTimersByTime(1000));
    rerender(
      <>
        <Page name="overview" notice={{ ...notice }} />
        <PageNoticeToast />
      </>,
    );
    expect(toast()).toBe('');
  });

  it('shows it again when the customer comes back to the page, even where the router keeps the component', () => {
    const notice = { key: 'claim_created', duration_ms: 3000 } as const;
    const page = (name: string, withNotice: boolean) => (
      <>
        <Page name={name} {...(withNotice ? { notice } : {})} />
        <PageNoticeToast />
      </>
    );
    const { rerender } = render(page('faq', true));
    expect(toast()).toMatch(/thank.*claim entry/i);
    act(() => vi.advanceTimersByTime(3000));
    rerender(page('overview', false));
    expect(toast()).toBe('');
    rerender(page('faq', true));
    expect(toast()).toMatch(/thank.*claim entry/i);
  });
});
