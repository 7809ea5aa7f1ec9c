import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { alertDialogMachine, type Alert } from '../../../machines/alert-dialog/alert-dialog.machine';
import { AlertDialog } from './alert-dialog';

export type AlertInput = Omit<Alert, 'id'>;
export type AlertCallbacks = {
  /** The button was pressed (emitted `ok`). */
  onOk?: () => void;
  /** The dialog closed by the button or Escape (emitted `hide`). */
  onHide?: () => void;
};
export type AlertApi = {
  /** Shows an alert (queued behind the visible one); returns its id. */
  show: (alert: AlertInput, callbacks?: AlertCallbacks) => string;
};

export const AlertContext = createContext<AlertApi | null>(null);

let nextId = 0;

/** Runs the alert dialog machine and renders its dialog; `useAlert()` shows alerts from anywhere below. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(alertDialogMachine);
  const callbacks = useRef(new Map<string, AlertCallbacks>());
  const alert = useSelector(actor, (s) => s.context.alert);

  useEffect(() => {
    const ok = actor.on('ok', ({ alert }) => {
      if (alert.id) callbacks.current.get(alert.id)?.onOk?.();
    });
    const hide = actor.on('hide', ({ alert }) => {
      if (!alert.id) return;
      const done = callbacks.current.get(alert.id);
      callbacks.current.delete(alert.id);
      done?.onHide?.();
    });
    return () => {
      ok.unsubscribe();
      hide.unsubscribe();
    };
  }, [actor]);

  const api = useMemo<AlertApi>(
    () => ({
      show: (input, cbs) => {
        const id = `alert-${++nextId}`;
        if (cbs) callbacks.current.set(id, cbs);
        actor.send({ type: 'SHOW', id, ...input });
        return id;
      },
    }),
    [actor],
  );

  return (
    <AlertContext.Provider value={api}>
      {children}
      {alert ? (
        <AlertDialog
          key={alert.id}
          alert={alert}
          onOk={() => actor.send({ type: 'OK' })}
          onDismiss={() => actor.send({ type: 'DISMISS' })}
        />
      ) : null}
    </AlertContext.Provider>
  );
}
