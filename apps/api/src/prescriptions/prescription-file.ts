import { decodePDFRawStream, PDFContext, PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import type { PrescriptionMediaType } from '@gopharm/util';
import sharp from 'sharp';

// This module is also the inspection worker's entry (`inspectFile`, its default export): the API runs it in a
// worker thread (prescription-inspector.ts), built to prescription-worker.mjs, or, unbuilt, as this file by Node's
// own type stripping. So it imports packages only, and types with `import type`.

export type { PrescriptionMediaType };

/** What one file may cost to read; each bound refuses the file, never the server. */
export const FILE_LIMITS = {
  /** A larger side than this is scaled down: a page stays legible. */
  maxSidePx: 3000,
  /** Decoded pixels of a photo (sharp's limitInputPixels): a decompression bomb is refused. */
  maxInputPixels: 50_000_000,
  /** Pages of a PDF: a prescription is a page or two; a scan of a few. */
  maxPdfPages: 20,
  /** Bytes a PDF's compressed streams (object and cross-reference streams, what reading one inflates) may grow to, all of them together. */
  maxPdfInflatedBytes: 32 * 1_048_576,
} as const;

/** Thrown for a file that is not what it says or cannot be read whole; its message is for the log only. */
export class UnreadableFile extends Error {}

/** A PDF of more pages than FILE_LIMITS.maxPdfPages. */
export class TooManyPages extends UnreadableFile {}

/**
 * What the inspection made of a file: the bytes to keep, or why none are kept (`pages`: a PDF of more than
 * FILE_LIMITS.maxPdfPages; `unreadable`: anything else, its reason for the log only). A result, not a thrown
 * error: an error crossing from the worker thread loses its class.
 */
export type Inspection =
  { ok: true; bytes: Uint8Array } | { ok: false; refusal: 'unreadable' | 'pages'; reason: string };

const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The file's type read from its first bytes, never from its name or the type the browser declared; null: other. */
export function sniffMediaType(bytes: Uint8Array): PrescriptionMediaType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const size = readUint32(bytes, 0);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= Math.min(size, bytes.length); at += 4) brands.push(ascii(bytes, at, at + 4));
    // An HEIF file in a HEVC brand: AVIF and other HEIF kinds are not photos a phone takes of a prescription.
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'image/heic';
  }
  return null;
}

/** The worker's task: one file and its sniffed type. */
export interface InspectionTask {
  bytes: Uint8Array;
  type: PrescriptionMediaType;
}

/** The inspection worker's entry: `withoutMetadata` as a result. */
export default async function inspectFile({ bytes, type }: InspectionTask): Promise<Inspection> {
  try {
    return { ok: true, bytes: await withoutMetadata(bytes, type) };
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    return {
      ok: false,
      refusal: error instanceof TooManyPages ? 'pages' : 'unreadable',
      reason: error.message,
    };
  }
}

/**
 * The file as it is kept: without what it says of the shopper beyond the prescription (a photo's place and time,
 * the phone's make, an author's name). JPEG and PNG are decoded and encoded again (upright, no metadata: this also
 * drops anything hidden after the picture); a PDF loses its document information and XMP metadata. HEIC cannot be
 * decoded here (sharp's libvips reads AVIF, not HEVC): it is refused (the API does so before asking).
 */
export async function withoutMetadata(bytes: Uint8Array, type: PrescriptionMediaType): Promise<Uint8Array> {
  try {
    switch (type) {
      case 'image/jpeg':
      case 'image/png': {
        const image = sharp(bytes, { failOn: 'error', limitInputPixels: FILE_LIMITS.maxInputPixels })
          .rotate()
          .resize({
            width: FILE_LIMITS.maxSidePx,
            height: FILE_LIMITS.maxSidePx,
            fit: 'inside',
            withoutEnlargement: true,
          });
        const encoded =
          type === 'image/jpeg'
            ? image.jpeg({ quality: 85, mozjpeg: true })
            : image.png({ compressionLevel: 9 });
        return new Uint8Array(await encoded.toBuffer());
      }
      case 'image/heic':
        throw new UnreadableFile('HEIC is not decoded here');
      case 'application/pdf':
        return await pdfWithoutMetadata(bytes);
    }
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    throw new UnreadableFile(`${type}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function pdfWithoutMetadata(bytes: Uint8Array): Promise<Uint8Array> {
  boundPdfDecoding();
  decodedBudget = FILE_LIMITS.maxPdfInflatedBytes;
  try {
    // An encrypted PDF cannot be read: it is refused (pdf-lib throws on it). Reading it inflates its object and
    // cross-reference streams, within decodedBudget.
    const source = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: Infinity });
    // pdf-lib reads past an object it cannot parse, the one whose stream went over the budget too.
    if (decodedBudget < 0) throw new UnreadableFile(inflatedTooMuch);
    const pages = source.getPageCount();
    if (pages > FILE_LIMITS.maxPdfPages) throw new TooManyPages(`${pages} pages`);
    // Only the pages are copied into a new document, and with them only what they use: the document information, XMP
    // metadata, scripts, forms, links, outlines and earlier revisions of the file stay behind.
    const copy = await PDFDocument.create({ updateMetadata: false });
    for (const page of await copy.copyPages(source, source.getPageIndices())) {
      page.node.delete(PDFName.of('Metadata'));
      page.node.delete(PDFName.of('AA'));
      page.node.delete(PDFName.of('Annots'));
      copy.addPage(page);
    }
    return await copy.save();
  } finally {
    decodedBudget = Infinity;
  }
}

/** What this PDF's decoders' buffers may still grow by; Infinity outside pdfWithoutMetadata. */
let decodedBudget = Infinity;
const inflatedTooMuch = `streams inflate beyond ${FILE_LIMITS.maxPdfInflatedBytes} bytes`;
let decodingBounded = false;

/**
 * pdf-lib inflates a stream whole, into a buffer it doubles as it goes, with no bound of its own (a 2 MiB object
 * stream can inflate to 2 GB). Every decoder (Flate, LZW, RunLength, ASCII85, ASCIIHex; chained filters too) grows
 * its buffer through one method of their common class, pdf.js's DecodeStream.ensureBuffer: it is wrapped here to
 * take each new buffer's growth from decodedBudget, and to throw once that is spent (a buffer at most doubles: no
 * more than twice the budget is ever allocated). The class is not exported: it is found through a
 * decoder pdf-lib's own decodePDFRawStream makes. Should a version of pdf-lib lack the method, PDFs are refused
 * rather than read without a bound.
 */
function boundPdfDecoding(): void {
  if (decodingBounded) return;
  const probe = decodePDFRawStream(
    PDFRawStream.of(PDFContext.create().obj({ Filter: 'FlateDecode' }), new Uint8Array([0x78, 0x9c])),
  );
  let proto: object | null = Object.getPrototypeOf(probe) as object | null;
  while (proto && !Object.hasOwn(proto, 'ensureBuffer'))
    proto = Object.getPrototypeOf(proto) as object | null;
  if (!proto)
    throw new UnreadableFile('pdf-lib has no DecodeStream.ensureBuffer: the inflate bound cannot be set');
  type Decoder = { buffer: Uint8Array; ensureBuffer(requested: number): Uint8Array };
  const decoder = proto as Decoder;
  const ensureBuffer = decoder.ensureBuffer;
  decoder.ensureBuffer = function (this: Decoder, requested: number) {
    const before = this.buffer.byteLength;
    const buffer = ensureBuffer.call(this, requested);
    decodedBudget -= buffer.byteLength - before;
    if (decodedBudget < 0) throw new UnreadableFile(inflatedTooMuch);
    return buffer;
  };
  decodingBounded = true;
}

function readUint32(bytes: Uint8Array, at: number): number {
  if (at + 4 > bytes.length) throw new UnreadableFile('truncated');
  return ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
}
