import fc from 'fast-check';
import { DOCUMENT_KINDS } from '../../contract';
import { heicHead, jpegHead, pdfFile, pngFile } from '../../server/testing';
import type { FuzzRequest } from './fuzz-requests';

/** What a part's bytes may be: real small files, empty, a lying header, or noise. */
const BYTES = fc.oneof(
  fc.constantFrom(
    pdfFile(),
    pngFile(),
    jpegHead(),
    heicHead(),
    new Uint8Array(0),
    new Uint8Array([0x25, 0x50]),
  ),
  fc.uint8Array({ maxLength: 300 }),
);

/** A part's field name: a document kind (most often), or none of them. */
const NAME = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...DOCUMENT_KINDS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', 'kind', '../boarding_pass', 'x'.repeat(300), 'boarding_pass\r\nX: 1'),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

const FILENAME = fc.option(
  fc.oneof(
    fc.constantFrom(
      'pass.pdf',
      'pass.png',
      '../../etc/passwd',
      'a\u0000.pdf',
      `${'x'.repeat(400)}.pdf`,
      'Überweisung.jpg',
      '',
    ),
    fc.string({ maxLength: 30 }),
  ),
  { nil: undefined },
);

const TYPE = fc.option(
  fc.constantFrom(
    'application/pdf',
    'image/png',
    'image/jpeg',
    'image/heic',
    'text/html',
    'application/json',
    '',
  ),
  { nil: undefined },
);

const PART = fc.record({ name: NAME, filename: FILENAME, type: TYPE, bytes: BYTES });

/** How the form is framed: well, or broken in one of the ways a parser must survive. */
const FRAMING = fc.constantFrom(
  'ok',
  'ok',
  'ok',
  'no_end',
  'other_boundary',
  'no_boundary',
  'bare_lf',
  'cut',
);

type Part = { name: string; filename?: string; type?: string; bytes: Uint8Array };

function form(parts: Part[], framing: string): { body: Buffer; type: string } {
  const boundary = 'fuzzBoundary7MA4YWxk';
  const nl = framing === 'bare_lf' ? '\n' : '\r\n';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    const head = `--${boundary}${nl}Content-Disposition: ${disposition}${nl}${p.type === undefined ? '' : `Content-Type: ${p.type}${nl}`}${nl}`;
    chunks.push(Buffer.from(head, 'utf8'), Buffer.from(p.bytes), Buffer.from(nl));
  }
  if (framing !== 'no_end') chunks.push(Buffer.from(`--${boundary}--${nl}`));
  let body = Buffer.concat(chunks);
  if (framing === 'cut') body = body.subarray(0, Math.floor(body.length / 2));
  const type =
    framing === 'no_boundary'
      ? 'multipart/form-data'
      : `multipart/form-data; boundary=${framing === 'other_boundary' ? 'another' : boundary}`;
  return { body, type };
}

/**
 * Multipart forms for an upload route at `path` (the principal's own claim, so the body is
 * parsed): up to 12 parts of document kinds or other names, real small files, empty files, lying
 * headers and noise, hostile file names, and framings that end early, name another boundary,
 * name none, use bare line feeds or are cut in half.
 */
export function multipartRequests(path: string): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(fc.array(PART, { maxLength: 12 }), FRAMING).map(([parts, framing]): FuzzRequest => {
    const { body, type } = form(parts, framing);
    return { kind: 'raw', method: 'POST', path, raw: body, headers: { 'content-type': type } };
  });
}
