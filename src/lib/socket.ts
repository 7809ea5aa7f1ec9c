import type { Socket } from 'socket.io-client';
import { portalPrefix } from './prefix';

let socket: Socket | undefined;
let generation = 0;

type Listener = (payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();
const connectListeners = new Set<() => void>();

/** Backoff between reconnection attempts: 1 s doubling up to 30 s, ±50 % jitter. */
export const RECONNECT = { reconnectionDelay: 1000, reconnectionDelayMax: 30_000, randomizationFactor: 0.5 };

function wire(s: Socket) {
  for (const [event, set] of listeners) for (const l of set) s.on(event, l);
  // Every (re)connect: whatever was pushed while the socket was down is fetched again.
  s.on('connect', () => {
    for (const l of connectListeners) l();
  });
}

/** Opens the realtime socket after login (loaded lazily: the login page does not need the client). */
export async function connectSocket(): Promise<void> {
  const mine = ++generation;
  const { io } = await import('socket.io-client');
  if (mine !== generation) return; // disconnected (or reconnected) while the client was loading
  socket?.disconnect();
  socket = io({
    path: `${portalPrefix()}/socket.io`,
    withCredentials: true,
    reconnection: true,
    ...RECONNECT,
  });
  wire(socket);
}

export function disconnectSocket(): void {
  generation++;
  socket?.disconnect();
  socket = undefined;
}

/** Listens to a server event on the current and every later socket; returns the unsubscribe. */
export function onSocketEvent(event: string, listener: Listener): () => void {
  let set = listeners.get(event);
  if (!set) listeners.set(event, (set = new Set()));
  set.add(listener);
  socket?.on(event, listener);
  return () => {
    set.delete(listener);
    socket?.off(event, listener);
  };
}

/** Runs after every successful (re)connection of the socket, and at once when it is connected now. */
export function onSocketConnect(listener: () => void): () => void {
  connectListeners.add(listener);
  if (socket?.connected) listener();
  return () => void connectListeners.delete(listener);
}

/** Whether the realtime socket is connected now (tests and the notification bench wait for it). */
export const socketConnected = () => socket?.connected === true;
