import { type Static, Type } from 'typebox';
import { CommonQuery, Slug } from './common';

/** The query of `GET v1/get-metas`: a page's `url`, or a product's, category's or article's `slug`. */
export const MetasQuery = Type.Object(
  {
    ...CommonQuery.properties,
    slug: Type.Optional(Slug),
    url: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { anyOf: [{ required: ['slug'] }, { required: ['url'] }] },
);

/** A meta tag: `name` or `property`, its content and the key the head deduplicates by. */
export const MetaTag = Type.Object({
  name: Type.Optional(Type.String()),
  property: Type.Optional(Type.String()),
  content: Type.String(),
  hid: Type.String(),
});

/** `GET v1/get-metas`. */
export const MetasAnswer = Type.Object({ data: Type.Array(MetaTag) });

/** The params of `GET v1/page/{slug}`. */
export const PageParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9-]+$' }),
});

/** A block of a content page's text: plain text, rendered as is (nothing to sanitise). */
export const PageBlock = Type.Union([
  Type.Object({ type: Type.Literal('h2'), text: Type.String(), id: Type.Optional(Type.String()) }),
  Type.Object({ type: Type.Literal('p'), text: Type.String() }),
  Type.Object({ type: Type.Enum(['ul', 'ol']), items: Type.Array(Type.String()) }),
]);

/** `GET v1/page/{slug}`: a content page (about, contacts, delivery, payment, offer, contest, app) in `lan`. */
export const Page = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  blocks: Type.Array(PageBlock),
  updated_at: Type.String(),
});

/** The query of `GET v1/articles`. */
export const ArticlesQuery = Type.Object({
  ...CommonQuery.properties,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })),
});

const articleFields = {
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  image: Type.String(),
  created_date: Type.String(),
};

/** An article in the list: its first words as plain text. */
export const ArticleSummary = Type.Object({ ...articleFields, excerpt: Type.String() });

/** `GET v1/articles`: a page of articles and the total count. */
export const ArticlesPage = Type.Object({
  status: Type.Integer(),
  results: Type.Array(ArticleSummary),
  count: Type.Integer(),
});

/** The params of `GET v1/article/{slug}`. */
export const ArticleParams = Type.Object({ slug: Slug });

/** `GET v1/article/{slug}`. */
export const Article = Type.Object({
  ...articleFields,
  content: Type.String({ description: 'Sanitised HTML.' }),
});

export type MetasWireQuery = Static<typeof MetasQuery>;
export type MetaTagDto = Static<typeof MetaTag>;
export type PageBlockDto = Static<typeof PageBlock>;
export type PageDto = Static<typeof Page>;
export type ArticlesWireQuery = Static<typeof ArticlesQuery>;
export type ArticleSummaryDto = Static<typeof ArticleSummary>;
export type ArticleDto = Static<typeof Article>;
