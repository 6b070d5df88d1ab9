import { constants, deflateRawSync } from 'node:zlib';

// PDFs that cost far more to read than to send, as an attacker writes them: for the tests and for the attack run
// (tools/bench/prescription-attack.mjs, which imports this file as it is: node: imports only).

/** A PDF of the given objects (1 to n, the first the catalogue) with its cross-reference table. */
function pdfOf(objects: Array<string | Uint8Array>): Uint8Array {
  const parts: Uint8Array[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof object === 'string' ? Buffer.from(object, 'latin1') : object,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>';

/**
 * A one-page PDF with an object stream that inflates to about `inflatedBytes` (spaces): about a thousandth of that
 * on the wire. Made without deflating it all: one mebibyte of spaces deflated once, its blocks repeated, then the
 * last block (the Adler-32 check is left zero: pdf-lib does not read it).
 */
export function inflatingPdf(inflatedBytes: number): Uint8Array {
  const chunk = 1_048_576;
  const block = deflateRawSync(Buffer.alloc(chunk, 0x20), { finishFlush: constants.Z_FULL_FLUSH });
  const repeats = Math.max(1, Math.round(inflatedBytes / chunk));
  const data = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array.from({ length: repeats }, () => block),
    deflateRawSync(Buffer.alloc(0)),
    Buffer.alloc(4),
  ]);
  const stream = Buffer.concat([
    Buffer.from(`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    page,
    stream,
  ]);
}

/** A PDF of `count` empty pages: some 90 bytes a page (40,000 pages: 3.6 MB). */
export function manyPagesPdf(count: number): Uint8Array {
  const kids = Array.from({ length: count }, (_, i) => `${i + 3} 0 R`).join(' ');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    ...Array.from({ length: count }, () => page),
  ]);
}
