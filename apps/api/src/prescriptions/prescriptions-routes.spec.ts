import sharp from 'sharp';
import { createTestApp, type TestApp } from '../http/testing';
import { inflatingPdf, manyPagesPdf } from './pdf-bombs';
import { MAX_PRESCRIPTIONS } from './prescriptions-routes';

const BAD_TYPE = {
  status: 0,
  code: 'prescription_type',
  msg: 'Send a photo (JPEG or PNG) or a PDF of the prescription',
};

// Each test server builds the catalogue's search index: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

/** Budgets no test of what becomes of a file reaches (the budgets have tests of their own). */
const ROOMY_UPLOADS = {
  uploadLimits: {
    perUser: { points: 1_000, durationSec: 60 },
    perUserDaily: { points: 1_000, durationSec: 86_400 },
  },
};

const UNREADABLE = {
  status: 0,
  code: 'prescription_unreadable',
  msg: 'The file could not be read: take the photo again',
};

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#eeeeee' } })
    .withExif({ IFD0: { Artist: 'Ivan Petrov' } })
    .jpeg()
    .toBuffer();
}

describe('API: v1/prescriptions', () => {
  let t: TestApp;
  let alice: { authorization: string };
  let bob: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ accounts: ROOMY_UPLOADS });
    alice = await t.signIn('998901230101');
    bob = await t.signIn('998901230102');
  });
  afterAll(() => t.close());

  const addNumber = (number: unknown, headers: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/prescriptions',
      payload: { number },
      headers: { ...headers },
    });
  const upload = (body: Buffer, headers: object, type = 'image/jpeg') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/prescriptions/file',
      payload: body,
      headers: { ...headers, 'content-type': type },
    });
  const list = async (headers: object) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/prescriptions', headers: { ...headers } })).json();

  it('keeps an e-prescription number, written as the shopper typed it, in one form', async () => {
    const answer = (await addNumber('rx 2026-1126-01', alice)).json();
    expect(answer).toEqual({
      status: 1,
      prescription: {
        id: expect.any(Number),
        number: 'RX2026112601',
        file: null,
        created_at: expect.any(String),
      },
    });
    expect((await list(alice)).results).toContainEqual(answer.prescription);
    expect(await list(bob)).toEqual({ status: 1, results: [] });
  });

  it('keeps a number once: saved again, even written otherwise or in two requests at once, it is the same one', async () => {
    const dana = await t.signIn('998901230114');
    const [first, second] = await Promise.all([
      addNumber('RX77001122', dana),
      addNumber('rx 7700 1122', dana),
    ]);
    const again = (await addNumber('RX77001122', dana)).json();
    expect(first.json().prescription.id).toBe(second.json().prescription.id);
    expect(again).toEqual(first.json());
    expect((await list(dana)).results).toHaveLength(1);
  });

  it.each([['1234'], ['x'.repeat(30)], ['РЦ-12345678'], [42], ['AAAAAAAA'], ['1234-5678'], ['00000000']])(
    'refuses the number %p with 400',
    async (number) => {
      const answer = await addNumber(number, alice);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        status: 0,
        code: 'prescription_number',
        msg: 'An e-prescription number is 8 to 20 Latin letters and digits, mostly digits, as on the prescription',
      });
    },
  );

  it('refuses a prescription over the 20 kept with status 0, its code and the number as a field', async () => {
    const carol = await t.signIn('998901230113');
    for (let i = 0; i < MAX_PRESCRIPTIONS; i++) {
      expect((await addNumber(`RX${String(i).padStart(8, '0')}`, carol)).json().status).toBe(1);
    }
    const answers = [
      (await addNumber('RX99999999', carol)).json(),
      (await upload(await photo(), carol)).json(),
    ];
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 0,
        code: 'too_many_prescriptions',
        msg: 'At most 20 prescriptions can be kept',
        count: 20,
      });
    }
  });

  it('keeps a photo without its metadata, and gives it to its owner only', async () => {
    const answer = (await upload(await photo(), alice)).json();
    expect(answer).toEqual({
      status: 1,
      prescription: {
        id: expect.any(Number),
        number: null,
        file: { media_type: 'image/jpeg', size: expect.any(Number) },
        created_at: expect.any(String),
      },
    });
    const id = answer.prescription.id as number;
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/prescriptions/${id}/file`,
      headers: alice,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['content-disposition']).toMatch(/^attachment/);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.rawPayload.includes(Buffer.from('Ivan Petrov'))).toBe(false);
    expect((await sharp(own.rawPayload).metadata()).width).toBe(60);
    for (const other of [bob, {}]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/v1/prescriptions/${id}/file`,
        headers: other,
      });
      expect(answer.statusCode).toBe(other === bob ? 404 : 401);
    }
  });

  it('goes by the bytes, not the declared type: a script called a photo is refused, a photo sent as bytes kept', async () => {
    const script = await upload(Buffer.from('<script>alert(1)</script>'), alice);
    expect([script.statusCode, script.json()]).toEqual([400, BAD_TYPE]);
    const undeclared = await upload(await photo(), alice, 'application/octet-stream');
    expect(undeclared.json().prescription.file.media_type).toBe('image/jpeg');
    const cut = await upload((await photo()).subarray(0, 300), alice);
    expect([cut.statusCode, cut.json()]).toEqual([400, UNREADABLE]);
    for (const type of ['text/plain', 'image/gif', 'application/json']) {
      const other = await upload(Buffer.from('{"a":1}'), alice, type);
      expect([type, other.statusCode, other.json()]).toEqual([type, 400, BAD_TYPE]);
    }
  });

  it('refuses a file over 5 MB with 413 and the shop’s message', async () => {
    const big = Buffer.concat([await photo(), Buffer.alloc(5 * 1_048_576)]);
    const answer = await upload(big, alice);
    expect([answer.statusCode, answer.json()]).toEqual([
      413,
      { status: 0, code: 'prescription_too_large', msg: 'The file is larger than 5 MB' },
    ]);
  });

  it('deletes its owner’s prescription only', async () => {
    const { prescription } = (await addNumber('AB12345678', alice)).json();
    const byBob = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/prescriptions/${prescription.id}`,
      headers: bob,
    });
    expect([byBob.statusCode, byBob.json()]).toEqual([
      404,
      { status: 0, code: 'prescription_not_found', msg: 'Prescription not found' },
    ]);
    const byAlice = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/prescriptions/${prescription.id}`,
      headers: alice,
    });
    expect(byAlice.json()).toEqual({ status: 1, msg: 'Prescription deleted' });
    expect((await list(alice)).results.map((kept: { id: number }) => kept.id)).not.toContain(prescription.id);
  });

  it('asks for sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/prescriptions' })).statusCode).toBe(401);
    expect((await addNumber('AB12345678', {})).statusCode).toBe(401);
  });
});

/** An upload as the app sends one: the file's bytes as the body. */
const uploadTo = (t: TestApp, body: Uint8Array, headers: object, type = 'application/pdf') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/prescriptions/file',
    payload: Buffer.from(body),
    headers: { ...headers, 'content-type': type },
  });

describe('API: a prescription file cannot stall the API', () => {
  let t: TestApp;
  let alice: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ accounts: ROOMY_UPLOADS });
    alice = await t.signIn('998901230121');
  });
  afterAll(() => t.close());

  it('refuses an HEIC photo with its own message (it is not decoded here), and keeps nothing', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.from('GPS 41.2995N 69.2401E'),
    ]);
    const answer = await uploadTo(t, heic, alice, 'image/heic');
    expect([answer.statusCode, answer.json()]).toEqual([
      400,
      {
        status: 0,
        code: 'prescription_heic',
        msg: 'HEIC photos are not accepted: send the photo as JPEG, or a PNG or PDF',
      },
    ]);
  });

  it('refuses a PDF of more than 20 pages, naming the bound', async () => {
    const answer = await uploadTo(t, manyPagesPdf(21), alice);
    expect([answer.statusCode, answer.json()]).toEqual([
      400,
      {
        status: 0,
        code: 'prescription_pages',
        msg: 'A PDF of the prescription may have at most 20 pages',
        count: 20,
      },
    ]);
  });

  it('refuses a PDF whose streams inflate to 64 MiB (from 64 KB sent)', async () => {
    const answer = await uploadTo(t, inflatingPdf(64 * 1_048_576), alice);
    expect([answer.statusCode, answer.json()]).toEqual([400, UNREADABLE]);
  });

  it('answers other requests while a file is being read: the reading is not on the main thread', async () => {
    // 40,000 pages: reading them (to count them) keeps a thread busy for a second or more.
    const order: string[] = [];
    const upload = uploadTo(t, manyPagesPdf(40_000), alice).then((answer) => {
      order.push('upload');
      return answer;
    });
    // Once the upload has reached the worker (its body parsed, its budget taken), others ask for the regions.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const others = Array.from({ length: 5 }, () =>
      t.app.inject({ method: 'GET', url: '/api/v1/regions' }).then((answer) => {
        order.push('regions');
        return answer.statusCode;
      }),
    );
    expect(await Promise.all(others)).toEqual([200, 200, 200, 200, 200]);
    expect((await upload).json().code).toBe('prescription_pages');
    expect(order).toEqual(['regions', 'regions', 'regions', 'regions', 'regions', 'upload']);
  });
});

describe('API: a prescription file that takes too long or too much memory', () => {
  it('is refused at the time limit, its thread ended', async () => {
    const t = await createTestApp({ accounts: { ...ROOMY_UPLOADS, prescriptionFiles: { timeoutMs: 250 } } });
    try {
      const alice = await t.signIn('998901230122');
      const started = Date.now();
      const slow = await uploadTo(t, manyPagesPdf(40_000), alice);
      expect([slow.statusCode, slow.json()]).toEqual([400, UNREADABLE]);
      // Loose: the refusal came at the limit, not once the file was read (seconds on a busy machine).
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await t.close();
    }
  });

  it('is refused when its objects outgrow the thread’s heap', async () => {
    const t = await createTestApp({
      accounts: { ...ROOMY_UPLOADS, prescriptionFiles: { maxHeapMb: 48, timeoutMs: 60_000 } },
    });
    try {
      const alice = await t.signIn('998901230123');
      // Read whole, 40,000 pages' objects take some 150 MB of heap.
      const big = await uploadTo(t, manyPagesPdf(40_000), alice);
      expect([big.statusCode, big.json()]).toEqual([400, UNREADABLE]);
      expect((await uploadTo(t, manyPagesPdf(1), alice)).json().status).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('is refused with 503 and Retry-After when every thread is busy and the queue is full', async () => {
    const t = await createTestApp({
      accounts: { ...ROOMY_UPLOADS, prescriptionFiles: { threads: 1, maxQueue: 1 } },
    });
    try {
      const alice = await t.signIn('998901230124');
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => uploadTo(t, manyPagesPdf(40_000), alice)),
      );
      const busy = answers.filter((answer) => answer.statusCode === 503);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      expect(busy[0].headers['retry-after']).toBe('5');
      expect(busy[0].json()).toEqual({
        status: 0,
        code: 'prescription_busy',
        msg: 'Files are not being read right now. Try again shortly.',
      });
    } finally {
      await t.close();
    }
  });
});

describe('API: every upload counts toward the shopper’s budgets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      accounts: {
        uploadLimits: {
          // Two seconds, not a minute: the day's test waits for it once.
          perUser: { points: 5, durationSec: 2 },
          perUserDaily: { points: 8, durationSec: 86_400 },
        },
      },
    });
  });
  afterAll(() => t.close());

  it('refuses the sixth upload in a row with 429, whatever became of the first five', async () => {
    const dan = await t.signIn('998901230131');
    for (let i = 0; i < 5; i++) {
      expect((await uploadTo(t, Buffer.from('not a file'), dan)).statusCode).toBe(400);
    }
    const sixth = await uploadTo(t, await photo(), dan, 'image/jpeg');
    expect([sixth.statusCode, sixth.json()]).toEqual([
      429,
      {
        status: 0,
        code: 'prescription_uploads_too_fast',
        msg: 'Too many files sent in a row. Try again in a minute.',
      },
    ]);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts refused, unreadable and oversized uploads toward the day’s budget, before their body is read', async () => {
    const eve = await t.signIn('998901230132');
    const attempts: Array<[Uint8Array, string]> = [
      [Buffer.from('not a file'), 'application/pdf'],
      [(await photo()).subarray(0, 300), 'image/jpeg'],
      [inflatingPdf(64 * 1_048_576), 'application/pdf'],
      [Buffer.alloc(5 * 1_048_576 + 1), 'application/pdf'],
      [manyPagesPdf(21), 'application/pdf'],
      [await photo(), 'image/jpeg'],
      [Buffer.from('<html>'), 'text/plain'],
      [await photo(), 'image/jpeg'],
    ];
    const statuses: number[] = [];
    for (const [i, [body, type]] of attempts.entries()) {
      // Past the budget in a row: a shopper who takes their time.
      if (i === 5) await new Promise((resolve) => setTimeout(resolve, 2_100));
      statuses.push((await uploadTo(t, body, eve, type)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 413, 400, 200, 400, 200]);
    const ninth = await uploadTo(t, await photo(), eve, 'image/jpeg');
    expect([ninth.statusCode, ninth.json().code]).toEqual([429, 'prescription_uploads_today']);
  });
});

describe('API: an order with a prescription medicine (v2/cart)', () => {
  let t: TestApp;
  let alice: { authorization: string };
  let bob: { authorization: string };
  beforeAll(async () => {
    // The small catalogue: drug 6 is a prescription medicine held by pharmacy 11.
    t = await createTestApp({ smallCatalogue: true, accounts: { orderMinimum: 1_000 } });
    alice = await t.signIn('998901230111');
    bob = await t.signIn('998901230112');
  });
  afterAll(() => t.close());

  const order = async (headers: object, extra: object = {}) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v2/cart',
        payload: {
          drugs: [
            { drug_id: 6, qty: 1 },
            { drug_id: 1, qty: 1 },
          ],
          type: 'pickup',
          store_id: 11,
          ...extra,
        },
        headers: { ...headers },
      })
    ).json();
  const prescriptionOf = async (headers: object) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/prescriptions',
        payload: { number: 'RX20261126' },
        headers: { ...headers },
      })
    ).json().prescription.id as number;

  it('is refused without a prescription of the shopper’s own, and placed with one, which the order names', async () => {
    const refused = {
      status: 0,
      code: 'prescription_needed',
      msg: 'A prescription is needed for a prescription medicine in the cart',
    };
    expect(await order(alice)).toMatchObject(refused);
    expect(await order(alice, { prescription_id: await prescriptionOf(bob) })).toMatchObject(refused);
    expect(await order(alice, { prescription_id: 987_654 })).toMatchObject(refused);
    const own = await prescriptionOf(alice);
    const placed = await order(alice, { prescription_id: own });
    expect(placed).toMatchObject({ status: 1, order_id: expect.any(Number) });
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/v1/order/${placed.order_id}?lan=ru`, headers: alice })
    ).json();
    expect(detail.order ?? detail).toMatchObject({ prescription_id: own });
  });

  it('refuses a courier for a prescription medicine, even with a prescription: it is dispensed at the pharmacy only', async () => {
    const dan = await t.signIn('998901230115');
    const courier = {
      type: 'shipping',
      store_id: undefined,
      address: 'ул. Амира Темура',
      house: '15',
      location: { lat: 41.311, lng: 69.279 },
    };
    expect(await order(dan, { ...courier, prescription_id: await prescriptionOf(dan) })).toMatchObject({
      status: 0,
      code: 'prescription_pickup_only',
      msg: 'Prescription medicines are dispensed only at a pharmacy: choose pick-up',
    });
  });

  it('does not take a number kept before today’s rule as a prescription (it unlocks nothing)', async () => {
    const carol = await t.signIn('998901230114');
    const checked = await prescriptionOf(carol);
    const { user_id: userId } = (await t.db
      .prepare('SELECT user_id FROM prescriptions WHERE id = ?')
      .get(checked)) as { user_id: number };
    const { id } = (await t.db
      .prepare(
        `INSERT INTO prescriptions (user_id, number, created_at)
         VALUES (?, 'AAAAAAAA', '2026-01-01T00:00:00Z') RETURNING id`,
      )
      .get(userId)) as { id: number };
    expect(await order(carol, { prescription_id: id })).toMatchObject({
      status: 0,
      code: 'prescription_needed',
    });
    expect(await order(carol, { prescription_id: checked })).toMatchObject({ status: 1 });
  });

  it('asks nothing of an order without prescription medicines', async () => {
    const placed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v2/cart',
        payload: { drugs: [{ drug_id: 1, qty: 2 }], type: 'pickup', store_id: 11 },
        headers: alice,
      })
    ).json();
    expect(placed).toMatchObject({ status: 1, order_id: expect.any(Number) });
  });
});
