import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFObject, type PDFPage } from 'pdf-lib';

/** A font's code → text map, from its ToUnicode CMap (null: a simple font, read as Latin-1 bytes). */
type CodeMap = Map<number, string> | null;

const streamText = (stream: PDFRawStream): string => {
  const flate = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
  return Buffer.from(flate ? inflateSync(stream.contents) : stream.contents).toString('latin1');
};

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** The bfchar and bfrange entries of a ToUnicode CMap (UTF-16BE destinations). */
export function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(parseInt(m[1] ?? '', 16), utf16(m[2] ?? ''));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of (block[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(?:<([0-9A-Fa-f]+)>|\[([^\]]*)\])/g,
    )) {
      const [from, to] = [parseInt(m[1] ?? '', 16), parseInt(m[2] ?? '', 16)];
      const list = m[4] ? [...m[4].matchAll(/<([0-9A-Fa-f]+)>/g)].map((d) => utf16(d[1] ?? '')) : null;
      const start = m[3] ? Buffer.from(m[3], 'hex').swap16().toString('utf16le') : '';
      for (let code = from; code <= to; code++) {
        if (list) map.set(code, list[code - from] ?? '');
        else {
          // The last UTF-16 unit counts up through the range.
          const last = start.charCodeAt(start.length - 1) + (code - from);
          map.set(code, start.slice(0, -1) + String.fromCharCode(last));
        }
      }
    }
  return map;
}

/** The page's fonts by resource name, each with its code map. */
function pageFonts(doc: PDFDocument, page: PDFPage): Map<string, CodeMap> {
  const fonts = new Map<string, CodeMap>();
  const dict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of dict?.entries() ?? []) {
    const font = doc.context.lookupMaybe(ref, PDFDict);
    const cmap = font ? doc.context.lookup(font.get(PDFName.of('ToUnicode'))) : undefined;
    fonts.set(name.asString(), cmap instanceof PDFRawStream ? parseToUnicode(streamText(cmap)) : null);
  }
  return fonts;
}

function decode(hex: string, map: CodeMap): string {
  const bytes = Buffer.from(hex, 'hex');
  if (!map) return bytes.toString('latin1');
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) out += map.get(bytes.readUInt16BE(i)) ?? '\ufffd';
  return out;
}

/**
 * The text lines drawn on each page of a PDF pdf-lib wrote: the hex strings of its Tj operators,
 * decoded through the current font's ToUnicode CMap (an embedded, subset font: two-byte glyph
 * codes) or as Latin-1 bytes (a standard font).
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const fonts = pageFonts(doc, page);
    const contents = page.node.Contents();
    const streams: PDFObject[] =
      contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const lines: string[] = [];
    let map: CodeMap = null;
    for (const ref of streams) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      for (const m of streamText(stream).matchAll(
        /(\/[^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g,
      )) {
        if (m[1] !== undefined) map = fonts.get(m[1]) ?? null;
        else lines.push(decode(m[2] ?? '', map));
      }
    }
    return lines.join('\n');
  });
}
