import { isValidParam, SEARCH_QUERY_MAX_LENGTH, SLUG_PATTERN_SOURCE } from '@gopharm/util';
import fc from 'fast-check';
import { startTestServer, type TestServer } from '../testing/test-server';

// The route table (edge and apps) and the API validate slugs with one rule, so a URL that reaches a page never
// makes its data call answer 400 (which a page shows as a failure): an unknown slug is a 404, a refused one never
// gets to the API.
describe('reliability: slugs the route table accepts are slugs the API reads', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const slugs = fc.stringMatching(new RegExp(SLUG_PATTERN_SOURCE));

  it('answers 200 or 404, never 400, for any slug of the route table, in every call that takes one', async () => {
    await fc.assert(
      fc.asyncProperty(slugs, async (slug) => {
        expect(isValidParam('slug', slug)).toBe(true);
        const encoded = encodeURIComponent(slug);
        for (const url of [
          `/api/v1/drug/${encoded}?is_publish=true`,
          `/api/v1/category/${encoded}`,
          `/api/v1/get-metas?slug=${encoded}`,
          `/api/v1/drugs?category=${encoded}`,
          `/api/v1/article/${encoded}`,
        ]) {
          const { status } = await server.get(url);
          expect([url, [200, 404]]).toEqual([url, expect.arrayContaining([status])]);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('searches up to SEARCH_QUERY_MAX_LENGTH characters (the api-client never sends more)', async () => {
    const longest = await server.get(
      `/api/v1/drugs?search=${encodeURIComponent('я'.repeat(SEARCH_QUERY_MAX_LENGTH))}`,
    );
    expect(longest.status).toBe(200);
    const longer = await server.get(
      `/api/v1/drugs?search=${encodeURIComponent('я'.repeat(SEARCH_QUERY_MAX_LENGTH + 1))}`,
    );
    expect(longer.status).toBe(400);
  });
});
