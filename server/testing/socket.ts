import { io as connect, type Socket } from 'socket.io-client';
import { NOTIFICATION_EVENT, type Notification } from '../../contract';

/** A signed-in socket and what it receives: every notification, its disconnect reason, the next one. */
export type WatchedSocket = {
  socket: Socket;
  got: Notification[];
  gone: Promise<string>;
  next(): Promise<Notification>;
};

/** Opens a websocket to `origin` with a session id (the `sid` cookie) and records what arrives. */
export async function watchSocket(origin: string, sid: string): Promise<WatchedSocket> {
  const socket = connect(origin, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { cookie: `sid=${sid}`, origin },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  const got: Notification[] = [];
  socket.on(NOTIFICATION_EVENT, (n: Notification) => got.push(n));
  const gone = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  const next = () => new Promise<Notification>((resolve) => socket.once(NOTIFICATION_EVENT, resolve));
  return { socket, got, gone, next };
}
