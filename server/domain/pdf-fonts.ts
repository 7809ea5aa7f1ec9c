import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The portal's PDFs (assignment, settlement statement) are legal documents for passengers of every
 * EU language: they embed DejaVu Sans (Latin Extended, Greek, Cyrillic), subset to the letters a
 * document uses, instead of the standard fonts, which hold Latin-1 only.
 */
const require = createRequire(import.meta.url);
const FACES = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;
type Face = keyof typeof FACES;

type ParsedFont = ReturnType<typeof fontkit.create>;
const files = new Map<Face, Uint8Array>();
const parsed = new Map<Uint8Array, ParsedFont>();
/** Each embedded font's parsed face, to know which characters it can draw. */
const faceOf = new WeakMap<PDFFont, ParsedFont>();

function fontFile(face: Face): Uint8Array {
  let bytes = files.get(face);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${FACES[face]}.ttf`)));
    files.set(face, bytes);
  }
  return bytes;
}

/** fontkit, parsing each font file once per process (pdf-lib would parse it for every document). */
const cachedFontkit = {
  create(bytes: Uint8Array, postscriptName?: string): ParsedFont {
    let font = parsed.get(bytes);
    if (!font) {
      font = fontkit.create(bytes, postscriptName);
      parsed.set(bytes, font);
    }
    return font;
  },
};

export type PortalFonts = { font: PDFFont; bold: PDFFont };

/** Embeds the regular and bold faces (subset; fixed names, so the same text gives the same bytes). */
export async function embedPortalFonts(doc: PDFDocument): Promise<PortalFonts> {
  doc.registerFontkit(cachedFontkit);
  const embed = async (face: Face) => {
    const bytes = fontFile(face);
    const font = await doc.embedFont(bytes, { subset: true, customName: FACES[face] });
    faceOf.set(font, cachedFontkit.create(bytes));
    return font;
  };
  return { font: await embed('regular'), bold: await embed('bold') };
}

/** Text the font can draw: a character it has no glyph for (say, Chinese) becomes "?". */
export function drawable(font: PDFFont, text: string): string {
  const face = faceOf.get(font);
  if (!face) throw new Error('drawable: a font embedded by embedPortalFonts only');
  let out = '';
  for (const ch of text) out += face.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0) ? ch : '?';
  return out;
}
