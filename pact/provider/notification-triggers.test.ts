import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ClaimEventContext } from '../../server/domain/claim-notifications';
import { startTestServer, type TestServer } from '../../server/testing';
import { PACT_FILE, SOCKET_MESSAGES, type SocketMessage } from '../config';
import { emptyDatabase } from './reference';
import { referenceSetup } from './states';
import { verifyPacts } from './verify';

/**
 * The message interactions check what the real code pushes for each event: a server that wraps
 * the payload (`{ notification }` instead of the notification) in the path one event takes fails
 * that event's interaction. The wrap is switched on per path below, in the claim-notification
 * module every notifying event goes through (server/domain/claim-notifications.ts).
 */
const mutation = vi.hoisted(() => ({ wrapIn: new Set<string>() }));

vi.mock('../../server/domain/claim-notifications', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/domain/claim-notifications')>();
  const wrapping = (name: string, ctx: ClaimEventContext): ClaimEventContext => {
    const push = ctx.push;
    if (!mutation.wrapIn.has(name) || !push) return ctx;
    return { ...ctx, push: (userId, event, payload) => push(userId, event, { notification: payload }) };
  };
  return {
    ...real,
    notifyClaimEvent: (ctx: ClaimEventContext, ...rest: [number, never]) =>
      real.notifyClaimEvent(wrapping('notifyClaimEvent', ctx), ...rest),
    notifyTransferAccepted: (ctx: ClaimEventContext, ...rest: [number, string]) =>
      real.notifyTransferAccepted(wrapping('notifyTransferAccepted', ctx), ...rest),
  };
});

/** The path each event's notification takes. */
const PATH_OF: Record<SocketMessage, 'notifyClaimEvent' | 'notifyTransferAccepted'> = {
  'the notification of a status change': 'notifyClaimEvent',
  'the notification of a document request': 'notifyClaimEvent',
  'the notification of a signature request': 'notifyClaimEvent',
  'the notification of a message from the claims service': 'notifyClaimEvent',
  'the notification of a court case': 'notifyClaimEvent',
  'the notification that a co-passenger signed': 'notifyClaimEvent',
  'the notification that the claim moved to another account': 'notifyTransferAccepted',
};
const MESSAGES = Object.keys(SOCKET_MESSAGES) as SocketMessage[];

describe('the message interactions fail a server that wraps the pushed notification', () => {
  let server: TestServer;
  let dir = '';

  /** A pact file with only these interactions of the committed one. */
  const pactWith = (descriptions: string[]) => {
    const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as { interactions: { description: string }[] };
    pact.interactions = pact.interactions.filter((i) => descriptions.includes(i.description));
    expect(pact.interactions).toHaveLength(descriptions.length);
    const file = join(dir, `${descriptions.length}-${Date.now()}.json`);
    writeFileSync(file, JSON.stringify(pact));
    return file;
  };
  const verify = (descriptions: string[]) =>
    verifyPacts({
      providerBaseUrl: server.url,
      provider: referenceSetup(server),
      beforeEach: () => emptyDatabase(server.db),
      pactUrls: [pactWith(descriptions)],
    });

  beforeAll(async () => {
    server = await startTestServer();
    dir = mkdtempSync(join(tmpdir(), 'pact-messages-'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes every message interaction when nothing is wrapped', async () => {
    mutation.wrapIn.clear();
    const result = await verify(MESSAGES);
    expect(result.stateErrors).toEqual([]);
    expect(result.results.filter((r) => !r.ok)).toEqual([]);
    expect(result.results).toHaveLength(MESSAGES.length);
  });

  it.each(MESSAGES)('fails "%s" when its path wraps the payload', async (message) => {
    mutation.wrapIn.clear();
    mutation.wrapIn.add(PATH_OF[message]);
    try {
      const result = await verify([message]);
      expect(result.stateErrors).toEqual([]);
      expect(result.results).toEqual([
        expect.objectContaining({ description: message, ok: false, problems: expect.any(Array) }),
      ]);
      expect(result.results[0]?.problems.join('\n')).toMatch(/id|priority|subject/);
    } finally {
      mutation.wrapIn.clear();
    }
  });
});
