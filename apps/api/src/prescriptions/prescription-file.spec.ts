import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { inflatingPdf, manyPagesPdf } from './pdf-bombs';
import inspectFile, {
  FILE_LIMITS,
  sniffMediaType,
  UnreadableFile,
  withoutMetadata,
} from './prescription-file';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** A small photo that says where and by whom it was taken, turned by its orientation tag. */
async function photoWithExif(format: 'jpeg' | 'png', orientation = 1): Promise<Uint8Array> {
  const image = sharp({ create: { width: 40, height: 20, channels: 3, background: '#ffffff' } })
    .withExif({ IFD0: { Artist: 'Ivan Petrov', Make: 'PhoneCo', ImageDescription: 'Chilonzor 9' } })
    .withMetadata({ orientation });
  return new Uint8Array(await (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer());
}

/** A PNG chunk with its CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
}

const u16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};

/**
 * An HEIF file as an iPhone writes one, reduced to what matters here: a picture item (1) and an Exif item (2), both
 * located by iloc in mdat.
 */
function heicWithExif(): { file: Buffer; picture: Buffer; exif: Buffer } {
  const picture = Buffer.from('HEVC-PICTURE-DATA');
  const exif = Buffer.from('Exif\0\0GPS 41.2995N 69.2401E Ivan Petrov');
  const infe = (id: number, type: string) =>
    box('infe', Buffer.from([2, 0, 0, 0]), u16(id), u16(0), Buffer.from(type), Buffer.from('\0'));
  const iinf = box('iinf', Buffer.from([0, 0, 0, 0]), u16(2), infe(1, 'hvc1'), infe(2, 'Exif'));
  const ftyp = box('ftyp', Buffer.from('heic'), u32(0), Buffer.from('mif1heic'));
  // iloc version 0: offset and length 4 bytes, no base offset; offsets are filled in once the layout is known.
  const ilocFor = (pictureAt: number, exifAt: number) =>
    box(
      'iloc',
      Buffer.from([0, 0, 0, 0]),
      Buffer.from([0x44, 0x00]),
      u16(2),
      ...[
        [1, pictureAt, picture.length],
        [2, exifAt, exif.length],
      ].map(([id, at, length]) => Buffer.concat([u16(id), u16(0), u16(1), u32(at), u32(length)])),
    );
  const metaFor = (pictureAt: number, exifAt: number) =>
    box('meta', Buffer.from([0, 0, 0, 0]), iinf, ilocFor(pictureAt, exifAt));
  const before = ftyp.length + metaFor(0, 0).length + 8;
  const file = Buffer.concat([ftyp, metaFor(before, before + picture.length), box('mdat', picture, exif)]);
  return { file, picture, exif };
}

describe('sniffMediaType', () => {
  it('reads the type from the bytes, not from a name', async () => {
    expect(sniffMediaType(await photoWithExif('jpeg'))).toBe('image/jpeg');
    expect(sniffMediaType(await photoWithExif('png'))).toBe('image/png');
    expect(sniffMediaType(heicWithExif().file)).toBe('image/heic');
    expect(sniffMediaType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('knows nothing else: a script, HTML, an SVG, a GIF, an AVIF, an empty file', () => {
    for (const other of [
      '#!/bin/sh',
      '<html><script>',
      '<svg xmlns="http://www.w3.org/2000/svg">',
      'GIF89a',
      '',
    ]) {
      expect(sniffMediaType(Buffer.from(other))).toBeNull();
    }
    expect(sniffMediaType(box('ftyp', Buffer.from('avif'), u32(0), Buffer.from('mif1avif')))).toBeNull();
  });
});

describe('withoutMetadata', () => {
  it.each(['jpeg', 'png'] as const)('a %s photo keeps its picture and loses its Exif', async (format) => {
    const kept = await withoutMetadata(await photoWithExif(format), `image/${format}`);
    expect(sniffMediaType(kept)).toBe(`image/${format}`);
    const meta = await sharp(kept).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([40, 20, undefined]);
    expect(latin1(kept)).not.toMatch(/Ivan Petrov|PhoneCo|Chilonzor/);
  });

  it('turns a photo upright by its orientation before the tag is dropped', async () => {
    const kept = await withoutMetadata(await photoWithExif('jpeg', 6), 'image/jpeg');
    const meta = await sharp(kept).metadata();
    expect([meta.width, meta.height, meta.orientation ?? 1]).toEqual([20, 40, 1]);
  });

  it('drops the text chunks of a PNG and anything hidden after a JPEG picture', async () => {
    const png = Buffer.from(await photoWithExif('png'));
    const withText = Buffer.concat([
      png.subarray(0, 33),
      pngChunk('tEXt', Buffer.from('Author\0Ivan Petrov')),
      png.subarray(33),
    ]);
    expect(latin1(await withoutMetadata(withText, 'image/png'))).not.toContain('Ivan Petrov');
    const polyglot = Buffer.concat([await photoWithExif('jpeg'), Buffer.from('<script>alert(1)</script>')]);
    expect(latin1(await withoutMetadata(polyglot, 'image/jpeg'))).not.toContain('<script>');
  });

  it('refuses an HEIC photo, which it cannot decode, rather than keep its bytes (and their Exif) as they are', async () => {
    await expect(withoutMetadata(heicWithExif().file, 'image/heic')).rejects.toBeInstanceOf(UnreadableFile);
  });

  it('keeps the pages of a PDF and drops its document information and metadata', async () => {
    const pdf = await PDFDocument.create();
    pdf.setAuthor('Ivan Petrov');
    pdf.setTitle('Retsept');
    pdf.setKeywords(['Chilonzor']);
    pdf.addPage([200, 100]).drawText('Rp. Paracetamoli 0.5', { x: 10, y: 50, size: 10 });
    pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj({ S: 'JavaScript', JS: 'app.alert(1)' }));
    const kept = await withoutMetadata(await pdf.save({ useObjectStreams: false }), 'application/pdf');
    const read = await PDFDocument.load(kept, { updateMetadata: false });
    expect(read.getPageCount()).toBe(1);
    expect([read.getAuthor(), read.getTitle(), read.getKeywords()]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(read.catalog.get(PDFName.of('OpenAction'))).toBeUndefined();
    expect(latin1(kept)).not.toMatch(/Ivan Petrov|Chilonzor|app\.alert/);
  });

  it('refuses what it cannot read whole: a cut photo, a damaged PDF', async () => {
    const jpeg = await photoWithExif('jpeg');
    await expect(withoutMetadata(jpeg.subarray(0, 200), 'image/jpeg')).rejects.toBeInstanceOf(UnreadableFile);
    await expect(withoutMetadata(Buffer.from('%PDF-1.7\ngarbage'), 'application/pdf')).rejects.toBeInstanceOf(
      UnreadableFile,
    );
  });
});

describe('inspectFile (the worker’s entry): what a file may cost to read', () => {
  it('refuses a PDF whose streams inflate beyond the bound, before they are inflated whole', async () => {
    // 64 MiB of spaces in an object stream: 64 KB sent. pdf-lib alone would inflate it all (and 2 GB as readily).
    const bomb = inflatingPdf(2 * FILE_LIMITS.maxPdfInflatedBytes);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await inspectFile({ bytes: bomb, type: 'application/pdf' })).toEqual({
      ok: false,
      refusal: 'unreadable',
      reason: `streams inflate beyond ${FILE_LIMITS.maxPdfInflatedBytes} bytes`,
    });
    // Within the bound, the same kind of file is read.
    expect((await inspectFile({ bytes: inflatingPdf(1_048_576), type: 'application/pdf' })).ok).toBe(true);
  });

  it('refuses a PDF of more pages than a prescription has, and keeps one of 20', async () => {
    expect(
      await inspectFile({ bytes: manyPagesPdf(FILE_LIMITS.maxPdfPages + 1), type: 'application/pdf' }),
    ).toEqual({ ok: false, refusal: 'pages', reason: '21 pages' });
    const kept = await inspectFile({ bytes: manyPagesPdf(FILE_LIMITS.maxPdfPages), type: 'application/pdf' });
    expect(kept.ok && (await PDFDocument.load(kept.bytes)).getPageCount()).toBe(20);
  });

  it('refuses a picture of more pixels than the bound by its header, without decoding it', async () => {
    // A 1×1 PNG whose header says 20,000 × 20,000 (400 MP): the CRC is made anew so only the size is wrong.
    const png = Buffer.from(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const answer = await inspectFile({ bytes: png, type: 'image/png' });
    expect(answer).toMatchObject({
      ok: false,
      refusal: 'unreadable',
      reason: expect.stringMatching(/pixel limit/),
    });
  });
});
