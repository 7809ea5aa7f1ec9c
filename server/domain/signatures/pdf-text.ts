import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';

/** The text lines drawn on each page of a PDF pdf-lib wrote (hex strings of Tj operators, WinAnsi). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams: PDFObject[] =
      contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const lines: string[] = [];
    for (const ref of streams) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const flate = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
      const raw = Buffer.from(flate ? inflateSync(stream.contents) : stream.contents).toString('latin1');
      for (const m of raw.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        lines.push(Buffer.from(m[1] ?? '', 'hex').toString('latin1'));
    }
    return lines.join('\n');
  });
}
