import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { createSmsPendingRepo } from './sms-pending-repo';

// On SQLite by default; TEST_DATABASE=postgres runs it again on PostgreSQL, where the claims below run on
// connections of their own at the same time (the pool), as two instances' senders do.
jest.setTimeout(60_000);

describe('sms_pending: claiming texts to send', () => {
  let store: TestDatabase;
  beforeAll(async () => {
    store = await openTestDatabase();
  });
  afterAll(() => store.drop());

  it('gives each text to one of many senders claiming at once, a batch at a time', async () => {
    let now = new Date('2026-11-21T10:00:00Z');
    const pending = createSmsPendingRepo(store.db, () => now);
    const texts = Array.from({ length: 300 }, (_, i) => ({
      phone: `998901290${String(i).padStart(3, '0')}`,
      text: 't',
    }));
    await pending.add(texts);
    const claimed: number[] = [];
    let largest = 0;
    const sender = async () => {
      for (;;) {
        const batch = await pending.claim(7, 60_000);
        if (batch.length === 0) return;
        largest = Math.max(largest, batch.length);
        claimed.push(...batch.map((text) => text.id));
      }
    };
    await Promise.all(Array.from({ length: 8 }, sender));
    expect(claimed).toHaveLength(300);
    expect(new Set(claimed).size).toBe(300);
    expect(largest).toBe(7);
    // Held while their lease runs; a sender that died with them leaves them to the next after it.
    expect(await pending.claim(10, 60_000)).toEqual([]);
    now = new Date(now.getTime() + 60_000);
    expect(await pending.claim(10, 60_000)).toHaveLength(10);
  });
});
