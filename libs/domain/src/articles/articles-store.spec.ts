import type { ArticlesApi } from '@gopharm/api-client';
import { fakeFeatureApi } from '../testing';
import { ArticlesStore } from './articles-store';

const summary = (id: number) => ({
  id,
  slug: `a-${id}`,
  title: `A${id}`,
  image: '',
  created_date: '',
  excerpt: '',
});

describe('articles', () => {
  it('loads pages of articles and tells whether there are more', async () => {
    const store = new ArticlesStore(
      fakeFeatureApi<ArticlesApi>({
        getArticles: async (page?: number) => ({ results: [summary(page ?? 1)], count: 2 }),
      }),
    );
    await store.load();
    expect(store.hasMore).toBe(true);
    await store.load(2);
    expect(store.list.map((a) => a.id)).toEqual([1, 2]);
    expect(store.hasMore).toBe(false);
  });

  it('opens one article, and marks failures', async () => {
    const store = new ArticlesStore(
      fakeFeatureApi<ArticlesApi>({
        getArticle: async (slug: string) => ({ ...summary(1), slug, content: '<p>text</p>' }),
      }),
    );
    await expect(store.select('vitamins')).resolves.toMatchObject({ ok: true, data: { slug: 'vitamins' } });
    expect(store.selected?.slug).toBe('vitamins');
    const failing = new ArticlesStore(fakeFeatureApi<ArticlesApi>());
    await failing.load();
    expect(failing.state).toBe('error');
    await expect(failing.select('x')).resolves.toMatchObject({ ok: false, error: { status: 500 } });
  });
});
