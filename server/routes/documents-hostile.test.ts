import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClaimDocuments,
  CSRF_COOKIE,
  CSRF_HEADER,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
} from '../../contract';
import { claimDocuments, claims } from '../db/schema';
import {
  heicPhoto,
  hostileDocuments,
  pdfFile,
  startTestServer,
  TestBrowser,
  type TestServer,
} from '../testing';
import { tasksStarted } from '../lib/worker-pool';

let server: TestServer;
let demo: TestBrowser;
let claimId: number;
let dist: string;
beforeAll(async () => {
  // The built SPA (a stand-in): page loads get its index.html.
  dist = mkdtempSync(join(tmpdir(), 'claims-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  server = await startTestServer({ seed: true, distDir: dist });
  demo = new TestBrowser(server.url);
  expect((await demo.login('demo@example.com', 'Demo1234')).status).toBe(200);
  const [c] = await server.db
    .select({ id: claims.id })
    .from(claims)
    .where(eq(claims.caseNumber, 'LR-2026-007415'));
  claimId = c!.id;
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const documentRows = async () => (await server.db.select({ n: count() }).from(claimDocuments))[0]?.n;

/** A raw upload through app.inject, signed in as demo, with the body and content type given. */
const inject = (payload: string | Buffer, contentType: string) =>
  server.app.inject({
    method: 'POST',
    url: `/claims/${claimId}/documents`,
    payload,
    headers: {
      'content-type': contentType,
      [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
      [CSRF_HEADER]: demo.cookie(CSRF_COOKIE) ?? '',
      cookie: [...demo.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
  });

const BOUNDARY = 'xYzBoundary';
const part = (disposition: string, body: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: application/pdf\r\n\r\n${body}\r\n`;
const pdfText = Buffer.from(pdfFile()).toString('latin1');

describe('malformed multipart bodies answer 4xx with a reason, never 500', () => {
  it('a NUL in a file name is refused as an invalid character', async () => {
    const body = part(`name="receipt"; filename*=UTF-8''a%00b.pdf`, pdfText) + `--${BOUNDARY}--\r\n`;
    const before = await documentRows();
    const res = await inject(Buffer.from(body, 'latin1'), `multipart/form-data; boundary=${BOUNDARY}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'validation_failed',
      errors: { 'files.0': ['invalid_character'] },
    });
    expect(await documentRows()).toBe(before);
  });

  it('a body cut short (no closing boundary) is refused as an unreadable upload', async () => {
    const body = part('name="receipt"; filename="r.pdf"', pdfText).slice(0, 120);
    const res = await inject(Buffer.from(body, 'latin1'), `multipart/form-data; boundary=${BOUNDARY}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'upload_invalid' });
  });

  it('a multipart content type without a boundary is refused as an unreadable upload', async () => {
    const body = part('name="receipt"; filename="r.pdf"', pdfText) + `--${BOUNDARY}--\r\n`;
    const res = await inject(Buffer.from(body, 'latin1'), 'multipart/form-data');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'upload_invalid' });
  });
});

describe('hostile files are refused from their headers', () => {
  it('refuses each hostile file with its reason, stores nothing and decodes nothing', async () => {
    const conversions = tasksStarted('heicToJpeg');
    const before = await documentRows();
    const files = hostileDocuments();
    const form = new FormData();
    for (const f of files) form.append('photo', new Blob([new Uint8Array(f.bytes)]), f.name);
    const res = await demo.request('POST', `/claims/${claimId}/documents`, { form });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({
      message: 'validation_failed',
      errors: Object.fromEntries(files.map((f, i) => [`files.${i}`, [f.reason]])),
    });
    expect(await documentRows()).toBe(before);
    // The 8000×8000 HEIC was never handed to the converter.
    expect(tasksStarted('heicToJpeg')).toBe(conversions);
  });

  it('a HEIC within the limit is still converted (in the worker pool)', async () => {
    const conversions = tasksStarted('heicToJpeg');
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(heicPhoto())]), 'IMG_1.HEIC');
    const res = await demo.request('POST', `/claims/${claimId}/documents`, { form });
    expect(res.status).toBe(200);
    expect(tasksStarted('heicToJpeg')).toBe(conversions + 1);
  });
});

describe('a preview opened in a new tab (a browser navigation)', () => {
  it('serves the document inline (and as an attachment with download=1), not the portal page', async () => {
    const form = new FormData();
    form.append('receipt', new Blob([new Uint8Array(pdfFile())]), 'receipt.pdf');
    const up = await demo.request('POST', `/claims/${claimId}/documents`, { form });
    const doc = ClaimDocuments.parse(up.json).documents.find((d) => d.file_name === 'receipt.pdf');
    const cookie = [...demo.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // What a browser sends when it follows a link: no X-Requested-With, Accept with text/html.
    const navigate = (query: string) =>
      fetch(`${server.url}/claims/${claimId}/documents/${doc?.id}/content${query}`, {
        headers: {
          cookie,
          accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
          'sec-fetch-mode': 'navigate',
        },
      });
    const preview = await navigate('');
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(preview.headers.get('content-disposition')).toMatch(/^inline; filename="receipt.pdf"/);
    expect(new Uint8Array(await preview.arrayBuffer())).toEqual(pdfFile());
    const download = await navigate('?download=1');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
    // Any other path is still a page load: the portal's page.
    const page = await fetch(`${server.url}/claims/${claimId}/documents`, {
      headers: { cookie, accept: 'text/html' },
    });
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<div id="root">');
  });
});
