import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { ExportManifest } from '../../../contract';
import type { ExportContent, Section } from './export';
import type { ExportFileKind } from './export-sections';

/** The privacy export as a zip archive, and its file name. */

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
const records = (v: unknown[] | Record<string, unknown>) => (Array.isArray(v) ? v.length : 1);

/**
 * Streams the content as a zip: `<section>.json` per section, the stored files one at a time (so
 * memory holds one file, not the archive), then `manifest.json` listing every file with its size
 * and SHA-256. A file missing from the storage is listed in no section's file and left out.
 */
export function zipExport(content: ExportContent, now: Date): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) return void out.destroy(err);
    out.write(chunk);
    if (final) out.end();
  });
  const listed: ExportManifest['files'] = [];
  const add = (path: string, kind: ExportFileKind, bytes: Uint8Array, compress: boolean) => {
    const entry = compress ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
    entry.mtime = now;
    zip.add(entry);
    entry.push(bytes, true);
    if (path !== 'manifest.json') listed.push({ path, kind, size: bytes.length, sha256: sha256(bytes) });
  };
  const sections = {} as ExportManifest['sections'];
  void (async () => {
    for (const [name, value] of Object.entries(content.sections) as [Section, unknown[]][]) {
      const file = `${name}.json`;
      add(file, 'section', json(value), true);
      sections[name] = { file, records: records(value) };
    }
    for (const f of content.files) {
      const bytes = await f.read();
      if (bytes) add(f.path, f.kind, bytes, false);
    }
    const manifest: ExportManifest = {
      format: 'claims-portal-export',
      version: 1,
      generated_at: now.toISOString(),
      account: content.account,
      sections,
      files: listed,
    };
    add('manifest.json', 'section', json(manifest), true);
    zip.end();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

/** The archive's file name: the portal, the account id and the day. */
export const exportFileName = (userId: number, now: Date) =>
  `claims-portal-data-${userId}-${now.toISOString().slice(0, 10)}.zip`;
