import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/db';
import { createClaim, createUser } from '../seed/builders';
import { claimDocuments, storedFiles } from '../db/schema';
import { openFreshPglite } from '../testing/databases';
import { databaseFileStorage, sweepOrphanFiles } from './file-storage';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openFreshPglite();
});
afterAll(() => handle?.close());

const bytes = new Uint8Array([1, 2, 3]);
const keys = async () =>
  (await handle.db.select({ key: storedFiles.key }).from(storedFiles)).map((r) => r.key).sort();

describe('the database file storage', () => {
  it('deletes every key under a prefix, and only those (LIKE wildcards match themselves)', async () => {
    const files = databaseFileStorage(handle.db);
    for (const key of ['p/1/a', 'p/1/b', 'p/10/a', 'p_1/x', 'q/1/a']) await files.put(key, bytes);
    expect(await files.deleteUnder('p/1/')).toBe(2);
    expect(await files.deleteUnder('p_')).toBe(1);
    expect(await keys()).toEqual(['p/10/a', 'q/1/a']);
    await handle.db.delete(storedFiles);
  });

  it('sweeps document files that no document names; named ones and other files stay', async () => {
    const user = await createUser(handle.db, { email: 'sweep@example.com' });
    const claim = await createClaim(handle.db, {
      user_id: user.id,
      passengers: [{ first_name: 'A', last_name: 'B' }],
    });
    const files = databaseFileStorage(handle.db);
    const named = `claim-documents/${claim.id}/named`;
    for (const key of [named, `claim-documents/${claim.id}/orphan`, 'signatures/other'])
      await files.put(key, bytes);
    await handle.db.insert(claimDocuments).values({
      claimId: claim.id,
      kind: 'boarding_pass',
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      size: 3,
      storageKey: named,
      createdAt: new Date(),
    });
    expect(await sweepOrphanFiles(handle.db)).toBe(1);
    expect(await keys()).toEqual([named, 'signatures/other']);
  });
});
