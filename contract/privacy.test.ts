import { describe, expect, it } from 'vitest';
import { ExportFile, ExportManifest, privacyContract } from './privacy';

const sha256 = 'ab12'.repeat(16);
const manifest = {
  format: 'claims-portal-export',
  version: 1,
  generated_at: '2026-03-01T10:00:00.000+01:00',
  account: { id: 7, email: 'julia@example.com' },
  sections: { profile: { file: 'profile.json', records: 1 }, claims: { file: 'claims.json', records: 0 } },
  files: [
    { path: 'profile.json', kind: 'section', size: 120, sha256 },
    { path: 'documents/12/boarding-pass.pdf', kind: 'document', size: 0, sha256 },
    { path: 'signatures/12/assignment.pdf', kind: 'signed_assignment', size: 5000, sha256 },
  ],
};

describe('the export archive’s manifest.json', () => {
  it('names the format, the account, each section’s record count and every file', () => {
    expect(ExportManifest.parse(manifest)).toEqual(manifest);
  });

  it('refuses another format, negative counts or sizes and kinds of file it does not know', () => {
    expect(ExportManifest.safeParse({ ...manifest, format: 'other-export' }).success).toBe(false);
    const sections = { profile: { file: 'profile.json', records: -1 } };
    expect(ExportManifest.safeParse({ ...manifest, sections }).success).toBe(false);
    const file = manifest.files[0]!;
    expect(ExportFile.safeParse({ ...file, size: -1 }).success).toBe(false);
    expect(ExportFile.safeParse({ ...file, kind: 'manifest' }).success).toBe(false);
  });

  it('gives each file’s SHA-256 as 64 lower-case hex digits, nothing around them', () => {
    const file = manifest.files[0]!;
    for (const bad of ['', sha256.slice(1), `x${sha256}`, `${sha256}x`, sha256.toUpperCase(), 'g'.repeat(64)])
      expect(ExportFile.safeParse({ ...file, sha256: bad }).success, bad).toBe(false);
    expect(ExportFile.safeParse({ ...file, sha256: '0123456789abcdef'.repeat(4) }).success).toBe(true);
  });

  it('comes as a zip', () => {
    expect(privacyContract.export.responses[200]).toMatchObject({ contentType: 'application/zip' });
  });
});
