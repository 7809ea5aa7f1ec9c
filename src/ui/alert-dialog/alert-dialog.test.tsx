import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertProvider, useAlert, type AlertCallbacks, type AlertInput } from '.';

function Trigger({ alert, callbacks }: { alert: AlertInput; callbacks?: AlertCallbacks }) {
  const { show } = useAlert();
  return (
    <button type="button" onClick={() => show(alert, callbacks)}>
      open
    </button>
  );
}

function setup(alert: AlertInput, callbacks?: AlertCallbacks) {
  const user = userEvent.setup();
  render(
    <AlertProvider>
      <main>
        <Trigger alert={alert} callbacks={callbacks} />
      </main>
    </AlertProvider>,
  );
  return { user, trigger: screen.getByRole('button', { name: 'open' }) };
}

const base = { title: 'Warning', message: 'Something needs your attention.' };

describe('AlertDialog', () => {
  afterEach(() => {
    i18next.addResource('en_GB', 'translation', 'common.ok', 'OK');
  });

  it('shows a labelled, described modal alert dialog with an icon heading', async () => {
    const { user, trigger } = setup(base);
    await user.click(trigger);
    const dialog = screen.getByRole('alertdialog', { name: 'Warning' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const described = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Something needs your attention.');
    const heading = within(dialog).getByRole('heading', { name: 'Warning' });
    const icon = heading.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  });

  it('labels the button with the translated OK in upper case when no action is given', async () => {
    i18next.addResource('en_GB', 'translation', 'common.ok', 'Ok');
    const { user, trigger } = setup(base);
    await user.click(trigger);
    expect(within(screen.getByRole('alertdialog')).getByRole('button').textContent).toBe('OK');
  });

  it("labels the button with the first action's label", async () => {
    const { user, trigger } = setup({ ...base, actions: [{ label: 'Reload' }, { label: 'Ignored' }] });
    await user.click(trigger);
    expect(within(screen.getByRole('alertdialog')).getByRole('button').textContent).toBe('Reload');
  });

  it('moves focus to the button, and back to the trigger after OK (ok, then hide)', async () => {
    const calls: string[] = [];
    const { user, trigger } = setup(base, { onOk: () => calls.push('ok'), onHide: () => calls.push('hide') });
    await user.click(trigger);
    const button = within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(button);
    await user.click(button);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toEqual(['ok', 'hide']);
    expect(document.activeElement).toBe(trigger);
  });

  it('is dismissed by Escape: hide without ok', async () => {
    const onOk = vi.fn();
    const onHide = vi.fn();
    const { user, trigger } = setup(base, { onOk, onHide });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onOk).not.toHaveBeenCalled();
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(trigger);
  });

  it('queues a second alert until the first closes', async () => {
    let api: ReturnType<typeof useAlert> | undefined;
    function Capture() {
      api = useAlert();
      return null;
    }
    const user = userEvent.setup();
    render(
      <AlertProvider>
        <Capture />
      </AlertProvider>,
    );
    act(() => {
      api?.show({ title: 'First', message: 'one' });
      api?.show({ title: 'Second', message: 'two' });
    });
    expect(screen.getByRole('alertdialog', { name: 'First' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('alertdialog', { name: 'Second' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
