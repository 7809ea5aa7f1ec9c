import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createChunkLoader } from '../lib/chunk-load';
import { AlertProvider } from './alert-dialog';
import { FailedRequestDialog } from './failed-request-dialog';

describe('FailedRequestDialog for page chunks', () => {
  it("shows SPEC §8's Warning with Reload once a chunk fails again after the reload, and Reload reloads", async () => {
    const reload = vi.fn();
    // The reload for a new deployment already happened moments ago (sessionStorage's guard).
    const storage = { getItem: () => String(Date.now()), setItem: () => {} };
    const chunks = createChunkLoader({ storage, reload: vi.fn() });
    render(
      <AlertProvider>
        <FailedRequestDialog reload={reload} chunks={chunks} />
      </AlertProvider>,
    );
    await chunks.load(() => Promise.reject(new TypeError('Failed to fetch'))).catch(() => {});
    await chunks.load(() => Promise.reject(new TypeError('Failed to fetch'))).catch(() => {});

    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(dialog.textContent).toMatch(/A problem occurr?ed\. Please try to reload the page!/);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
