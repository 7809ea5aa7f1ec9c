import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
let cookie: string;
let userId: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer({ prefix: '/kunden', seed: true });
  const b = new TestBrowser(server.url);
  const res = await b.login('demo@example.com', 'Demo1234');
  userId = (res.json as { user: { id: number } }).user.id;
  cookie = `sid=${b.cookie('sid')}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
});

function open(headers: Record<string, string>, transports: ('websocket' | 'polling')[] = ['websocket']) {
  const socket = connect(server.origin, {
    path: '/kunden/socket.io',
    transports,
    extraHeaders: headers,
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise<{ ok: boolean; socket: Socket; error?: string }>((resolve) => {
    socket.on('connect', () => resolve({ ok: true, socket }));
    socket.on('connect_error', (e) => resolve({ ok: false, socket, error: e.message }));
  });
}

describe('socket.io handshake', () => {
  it('accepts a signed-in browser and puts the socket in the user’s room', async () => {
    for (const transports of [['websocket'], ['polling']] as const) {
      const { ok, socket } = await open({ cookie, origin: server.origin }, [...transports]);
      expect(ok).toBe(true);
      const got = new Promise((resolve) => socket.once('ping-test', resolve));
      server.io.to(`user:${userId}`).emit('ping-test', { hello: transports[0] });
      expect(await got).toEqual({ hello: transports[0] });
      socket.close();
    }
  });

  it('refuses a handshake without a live session', async () => {
    expect((await open({ origin: server.origin })).ok).toBe(false);
    expect((await open({ cookie: 'sid=forged', origin: server.origin })).ok).toBe(false);
  });

  it('refuses a handshake from another origin', async () => {
    expect((await open({ cookie, origin: 'https://evil.example' })).ok).toBe(false);
  });
});
