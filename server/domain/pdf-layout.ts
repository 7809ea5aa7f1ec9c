import type { PDFFont, PDFPage } from 'pdf-lib';
import { drawable } from './pdf-fonts';

/** The page the portal's PDFs (assignment, settlement statement) are laid out on, in points. */
export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56;
/** The width of the text column. */
export const TEXT_WIDTH = A4[0] - 2 * MARGIN;

/**
 * Writes `text` in lines no wider than the page's text column, from `y` down; returns the next
 * free y (a character the font lacks prints as "?"). `breaks`: where a line may break (any white space, or ordinary spaces only, so that an
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
  for (const word of drawable(font, text).split(breaks)) {
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
