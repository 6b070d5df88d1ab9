import { pagesOf } from '@gopharm/domain';
import type { KeyedLoad } from './keyed-load';

/** A content page's text from v1/page/{slug} (the route id is the slug). */
export const contentPageData = (slug: string) =>
  ({
    key: () => `page:${slug}`,
    load: ({ stores }) => pagesOf(stores).select(slug),
  }) satisfies KeyedLoad;
