import type { PDFFont, PDFPage } from 'pdf-lib';

/** The page the portal's PDFs (assignment, settlement statement) are laid out on, in points. */
export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56;
/** The width of the text column. */
export const TEXT_WIDTH = A4[0] - 2 * MARGIN;

/**
 * Text the standard font (WinAnsi) can encode: Intl's narrow no-break space (French number groups)
 * becomes a no-break space, any other unknown character "?" (names may hold anything).
 */
export function encodable(font: PDFFont, text: string): string {
  let out = '';
  for (const ch of text.replace(/\u202f/g, '\u00a0')) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += '?';
    }
  }
  return out;
}

/**
 * Writes `text` in lines no wider than the page's text column, from `y` down; returns the next
 * free y. `breaks`: where a line may break (any white space, or ordinary spaces only, so that an
 * amount's no-break spaces keep it on one line).
 */
export function writeWrapped(
  page: PDFPage,
  font: PDFFont,
  text: string,
  y: number,
  size: number,
  breaks: RegExp | string = /\s+/,
): number {
  let line = '';
  for (const word of encodable(font, text).split(breaks)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > TEXT_WIDTH && line) {
      page.drawText(line, { x: MARGIN, y, size, font });
      y -= size * 1.45;
      line = word;
    } else line = next;
  }
  if (line) page.drawText(line, { x: MARGIN, y, size, font });
  return y - size * 1.45;
}
