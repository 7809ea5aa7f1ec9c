import { useSyncExternalStore } from 'react';
import type { Theme } from '../../../contract';
/** none: not embedded; verified: the token checked out; refused: it did not. */
export type EmbedStatus = 'none' | 'verified' | 'refused';

type State = { status: EmbedStatus; hostTheme: Theme | null };
let state: State = { status: 'none', hostTheme: null };
const listeners = new Set<() => void>();

export function setEmbedState(next: Partial<State>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

/** The embedding's status and the host's verified theme (null until one arrives). */
export function useEmbedState(): State {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
