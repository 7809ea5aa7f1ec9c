import type { Socket } from 'socket.io-client';
import { portalPrefix } from './prefix';

let socket: Socket | undefined;
let generation = 0;

/** Opens the realtime socket after login (loaded lazily: the login page does not need the client). */
export async function connectSocket(): Promise<void> {
  const mine = ++generation;
  const { io } = await import('socket.io-client');
  if (mine !== generation) return; // disconnected (or reconnected) while the client was loading
  socket?.disconnect();
  socket = io({ path: `${portalPrefix()}/socket.io`, withCredentials: true });
}

export function disconnectSocket(): void {
  generation++;
  socket?.disconnect();
  socket = undefined;
}
