import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import type { PrescriptionMediaType } from '@gopharm/util';
import sharp from 'sharp';

export type { PrescriptionMediaType };

/** A larger side than this is scaled down: a page stays legible, and a decompression bomb is refused. */
const MAX_SIDE_PX = 3000;
const MAX_INPUT_PIXELS = 50_000_000;

/** Thrown for a file that is not what it says or cannot be read whole; its message is for the log only. */
export class UnreadableFile extends Error {}

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

/**
 * The file as it is kept: without what it says of the shopper beyond the prescription (a photo's place and time,
 * the phone's make, an author's name). JPEG and PNG are decoded and encoded again (upright, no metadata: this also
 * drops anything hidden after the picture); HEIC, which cannot be decoded here, keeps its picture and has its Exif
 * and XMP items blanked; a PDF loses its document information and XMP metadata.
 */
export async function withoutMetadata(bytes: Uint8Array, type: PrescriptionMediaType): Promise<Uint8Array> {
  try {
    switch (type) {
      case 'image/jpeg':
      case 'image/png': {
        const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true });
        const encoded =
          type === 'image/jpeg'
            ? image.jpeg({ quality: 85, mozjpeg: true })
            : image.png({ compressionLevel: 9 });
        return new Uint8Array(await encoded.toBuffer());
      }
      case 'image/heic':
        return blankHeifMetadata(bytes);
      case 'application/pdf':
        return await pdfWithoutMetadata(bytes);
    }
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    throw new UnreadableFile(`${type}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function pdfWithoutMetadata(bytes: Uint8Array): Promise<Uint8Array> {
  // An encrypted PDF cannot be read: it is refused (pdf-lib throws on it).
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  // Only the pages are copied into a new document, and with them only what they use: the document information, XMP
  // metadata, scripts, forms, links, outlines and earlier revisions of the file stay behind.
  const copy = await PDFDocument.create({ updateMetadata: false });
  for (const page of await copy.copyPages(source, source.getPageIndices())) {
    page.node.delete(PDFName.of('Metadata'));
    page.node.delete(PDFName.of('AA'));
    page.node.delete(PDFName.of('Annots'));
    copy.addPage(page);
  }
  return copy.save();
}

function readUint32(bytes: Uint8Array, at: number): number {
  if (at + 4 > bytes.length) throw new UnreadableFile('truncated');
  return ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
}

function readUint(bytes: Uint8Array, at: number, size: number): number {
  if (size === 0) return 0;
  if (size === 2) return (bytes[at] << 8) | bytes[at + 1];
  if (size === 4) return readUint32(bytes, at);
  if (size === 8) {
    const high = readUint32(bytes, at);
    if (high !== 0) throw new UnreadableFile('offset beyond 4 GiB');
    return readUint32(bytes, at + 4);
  }
  throw new UnreadableFile(`field of ${size} bytes`);
}

interface Box {
  type: string;
  /** Where the box's content starts (after its header) and where the box ends. */
  start: number;
  end: number;
}

/** The boxes between `from` and `to` (ISO base media file format: size, type, content). */
function boxesIn(bytes: Uint8Array, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = readUint32(bytes, at);
    const type = ascii(bytes, at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      size = readUint(bytes, at + 8, 8);
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) throw new UnreadableFile(`box ${type} out of bounds`);
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  if (at !== to) throw new UnreadableFile('trailing bytes');
  return boxes;
}

/**
 * HEIF keeps Exif and XMP as items of the `meta` box, located by `iloc`. Their bytes are overwritten with zeros in a
 * copy: the structure (and the picture) stay as they are, what the items said is gone.
 */
function blankHeifMetadata(input: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(input);
  const top = boxesIn(bytes, 0, bytes.length);
  const meta = top.find((box) => box.type === 'meta');
  if (!meta) throw new UnreadableFile('no meta box');
  // `meta` is a full box: version and flags first.
  const children = boxesIn(bytes, meta.start + 4, meta.end);
  const iinf = children.find((box) => box.type === 'iinf');
  const iloc = children.find((box) => box.type === 'iloc');
  const idat = children.find((box) => box.type === 'idat');
  if (!iinf || !iloc) throw new UnreadableFile('no item information');

  const metadataItems = new Set<number>();
  const iinfVersion = bytes[iinf.start];
  const entriesAt = iinf.start + 4 + (iinfVersion === 0 ? 2 : 4);
  for (const infe of boxesIn(bytes, entriesAt, iinf.end)) {
    if (infe.type !== 'infe') continue;
    const version = bytes[infe.start];
    if (version < 2) continue;
    const idSize = version === 2 ? 2 : 4;
    const id = readUint(bytes, infe.start + 4, idSize);
    const typeAt = infe.start + 4 + idSize + 2;
    const itemType = ascii(bytes, typeAt, typeAt + 4);
    if (itemType === 'Exif') metadataItems.add(id);
    if (itemType === 'mime') {
      // item_name, then content_type: null-terminated strings. XMP is application/rdf+xml.
      const text = ascii(bytes, typeAt + 4, infe.end);
      if (text.split('\0')[1]?.startsWith('application/rdf+xml')) metadataItems.add(id);
    }
  }
  if (metadataItems.size === 0) return bytes;

  const version = bytes[iloc.start];
  let at = iloc.start + 4;
  const offsetSize = bytes[at] >> 4;
  const lengthSize = bytes[at] & 0x0f;
  const baseOffsetSize = bytes[at + 1] >> 4;
  const indexSize = version === 1 || version === 2 ? bytes[at + 1] & 0x0f : 0;
  at += 2;
  const itemCount = readUint(bytes, at, version < 2 ? 2 : 4);
  at += version < 2 ? 2 : 4;
  for (let item = 0; item < itemCount; item += 1) {
    const id = readUint(bytes, at, version < 2 ? 2 : 4);
    at += version < 2 ? 2 : 4;
    let method = 0;
    if (version === 1 || version === 2) {
      method = readUint(bytes, at, 2) & 0x0f;
      at += 2;
    }
    at += 2; // data_reference_index
    const baseOffset = readUint(bytes, at, baseOffsetSize);
    at += baseOffsetSize;
    const extentCount = readUint(bytes, at, 2);
    at += 2;
    for (let extent = 0; extent < extentCount; extent += 1) {
      at += indexSize;
      const offset = readUint(bytes, at, offsetSize);
      at += offsetSize;
      const length = readUint(bytes, at, lengthSize);
      at += lengthSize;
      if (!metadataItems.has(id)) continue;
      const origin = method === 0 ? 0 : method === 1 && idat ? idat.start : NaN;
      if (Number.isNaN(origin)) throw new UnreadableFile(`metadata item stored by method ${method}`);
      const from = origin + baseOffset + offset;
      // Length 0: the item runs to the end of its data (the file, or the idat box).
      const to = length === 0 ? (method === 0 ? bytes.length : idat!.end) : from + length;
      if (from < 0 || to > bytes.length || from > to) throw new UnreadableFile('metadata item out of bounds');
      bytes.fill(0, from, to);
    }
    if (at > iloc.end) throw new UnreadableFile('iloc out of bounds');
  }
  return bytes;
}
