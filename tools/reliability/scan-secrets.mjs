// After the e2e suites: no secret may be left where it does not belong. In their database files and server logs:
// no full card number. In the logs: no card expiry (the database keeps a saved card's expiry month beside its
// provider token and mask), no sign-in or card code, no token. Looks for the card numbers and
// expiries the e2e specs type (read from their sources) and any 13-19 digit Luhn-valid run; for every code the
// run sent (read from the dev outbox of the e2e databases) next to its phone or a word for "code"; for anything
// shaped like a token (43 characters of base64url). Prints what it scanned; exits 1 on a find.
//   node tools/reliability/scan-secrets.mjs [folder with e2e-*.sqlite / e2e-*.log, default .data]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const root = process.cwd();
const dataDir = process.argv[2] ?? join(root, '.data');

export function luhnValid(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card numbers and expiries typed by the e2e specs (fill('4111…'), the expiry field's fill('1230')). */
function cardDataOfSpecs() {
  const pans = new Set();
  const expiries = new Set();
  for (const app of readdirSync(join(root, 'apps')).filter((name) => name.endsWith('-e2e'))) {
    const dir = join(root, 'apps', app, 'src');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const [, raw] of text.matchAll(/'((?:\d[ -]?){12,18}\d)'/g)) {
        const digits = raw.replace(/\D/g, '');
        if (luhnValid(digits)) pans.add(digits);
      }
      // An expiry field (its label says "oo/yy", "ММ/ГГ", "muddati" or "Срок"), then the value typed.
      for (const [, month, year] of text.matchAll(
        /(?:muddati|Срок|MM\/YY|ММ\/ГГ|oo\/yy)[^\n]*?\.fill\('(\d{2})\/?(\d{2})'\)/gi,
      )) {
        expiries.add(`${month}/${year}`);
      }
    }
  }
  return { pans: [...pans], expiries: [...expiries] };
}

// Card families by their first digits: Visa, Mastercard, Amex, UzCard, Humo, and the rest of the 2-6 ranges.
const CARD_START = /^(?:[2-6]|8600|9860)/;
// In the database's pages, a 12-digit phone (998…) often sits against other digits of the next column.
const PHONE = /998\d{9}/;

/**
 * A card number written out: 13-19 digits in a row, or 4-digit groups split by spaces or dashes, standing alone
 * (not inside a word, a hex id or a decimal fraction), passing Luhn and starting like a card. The known test
 * numbers above are also searched for as plain substrings, wherever they sit.
 */
function luhnRuns(text) {
  const found = [];
  for (const match of text.matchAll(/(?<![\w.])(?:\d{13,19}|\d{4}([ -])\d{4}\1\d{4}\1\d{1,7})(?!\w)/g)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length < 13 || digits.length > 19 || !luhnValid(digits)) continue;
    if (CARD_START.test(digits) && !PHONE.test(digits)) found.push(match[0]);
  }
  return found;
}

/** Every code the e2e run texted (the dev outbox keeps them: the one place a development server may). */
function codesSent(databaseFiles) {
  const sent = [];
  for (const file of databaseFiles.filter((name) => name.endsWith('.sqlite'))) {
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      sent.push(...db.prepare('SELECT phone, code FROM sms_outbox WHERE code IS NOT NULL').all());
    } finally {
      db.close();
    }
  }
  return sent;
}

/** A code in a log line: as a number of its own, on a line that names its phone or speaks of a code. */
function codeInLine(line, { phone, code }) {
  // Not part of a longer number, a word or a decimal fraction ("0.229030"); a full stop may follow it.
  if (!new RegExp(`(?<![\\w.])${code}(?!\\w|\\.\\d)`).test(line)) return false;
  // "code" as a word of its own ("statusCode" is in every access line).
  return line.includes(phone) || /\bcode\b|\bkod\b|код/i.test(line);
}

/** Sign-in tokens and card sessions: 256 random bits in base64url, so 43 characters mixing cases and digits. */
function tokenRuns(text) {
  return [...text.matchAll(/(?<![\w-])[A-Za-z0-9_-]{43}(?![\w-])/g)]
    .map((match) => match[0])
    .filter((run) => /[A-Z]/.test(run) && /[a-z]/.test(run) && /\d/.test(run));
}

const files = existsSync(dataDir)
  ? readdirSync(dataDir)
      .filter((name) => /^e2e-.*\.(sqlite(-wal|-shm|-journal)?|log)$/.test(name))
      .map((name) => join(dataDir, name))
  : [];
const { pans, expiries } = cardDataOfSpecs();
const codes = codesSent(files);
const problems = [];
let bytes = 0;
for (const file of files) {
  const buffer = readFileSync(file);
  bytes += buffer.length;
  // UTF-8 text as SQLite stores it; binary parts read as Latin-1 so digit runs stay where they are.
  const text = buffer.toString('latin1');
  for (const pan of pans) {
    if (text.includes(pan)) problems.push(`${file}: the test card number ${pan.slice(0, 6)}…`);
  }
  // A saved card's expiry month is kept with the provider's token and the mask (cards.expire, as Payme shows it),
  // without the number: only the logs must not hold it.
  for (const expiry of file.endsWith('.log') ? expiries : []) {
    // The expiry next to card words: "12/30" alone also reads as a date fragment elsewhere.
    if (new RegExp(`(card|expiry|karta|карт)[^\\n]{0,80}${expiry.replace('/', '\\/')}`, 'i').test(text)) {
      problems.push(`${file}: the test card expiry ${expiry} next to card data`);
    }
  }
  for (const run of luhnRuns(text)) problems.push(`${file}: a Luhn-valid digit run ${run.slice(0, 6)}…`);
  // Codes and tokens in the logs (the databases keep tokens hashed, codes in the dev outbox by design; their
  // binary pages also make token-shaped runs of slugs and record headers).
  if (file.endsWith('.log')) {
    for (const run of tokenRuns(text)) problems.push(`${file}: a token-shaped string ${run.slice(0, 6)}…`);
    for (const line of text.split('\n')) {
      for (const sent of codes) {
        if (codeInLine(line, sent)) problems.push(`${file}: the code sent to ${sent.phone.slice(0, 5)}…`);
      }
    }
  }
}

console.log(
  `secrets scan: ${files.length} files (${(bytes / 1e6).toFixed(1)} MB) in ${dataDir}; ` +
    `known test cards ${pans.length}, expiries ${expiries.join(', ') || 'none'}; codes sent ${codes.length}`,
);
if (files.length === 0) {
  console.error('secrets scan: no e2e database or log found: run the e2e suites first');
  process.exit(1);
}
if (pans.length === 0 || codes.length === 0) {
  console.error(
    'secrets scan: no test card number or no code sent in the e2e run: the scan would prove nothing',
  );
  process.exit(1);
}
if (problems.length > 0) {
  console.error(`secrets scan: FOUND:\n  ${[...new Set(problems)].join('\n  ')}`);
  process.exit(1);
}
console.log('secrets scan: no full card number or expiry, no code, no token found');
