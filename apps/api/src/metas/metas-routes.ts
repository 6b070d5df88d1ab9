import { MetasAnswer, MetasQuery } from '@gopharm/util/contract';
import type { Catalogue } from '../catalogue';
import type { Lang } from '../http/common-query';
import { notFound } from '../http/replies';
import { createPagesRepo } from '../pages/pages-repo';
import { type Meta, createMetasRepo } from './metas-repo';
import type { ApiApp } from '../http/api-app';

const tags = (title: string, description: string): Meta[] => [
  { name: 'title', content: title, hid: 'title' },
  { name: 'description', content: description, hid: 'description' },
  { property: 'og:title', content: title, hid: 'og:title' },
  { property: 'og:description', content: description, hid: 'og:description' },
];

/** The page a `url` names: "/uz/about/" and "about" are both "about"; "/" and "home" are "home". */
export function pageOf(url: string): string {
  const path = url
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/(uz|ru)(?=\/|$)/, '')
    .replace(/^\/+|\/+$/g, '');
  return path === '' ? 'home' : path;
}

/** `v1/get-metas`: tags of a page (`url`), or of a product, category or article (`slug`). */
export function metasRoutes(app: ApiApp, c: Catalogue): void {
  const repo = createMetasRepo(c.db);
  const pages = createPagesRepo(c.db);
  /** A page's own tags, else those its content page's title and description give ("offer", "konkurs"). */
  const pageTags = async (page: string, lan: Lang): Promise<Meta[]> => {
    const tagged = await repo.forPage(page, lan);
    if (tagged.length > 0) return tagged;
    const content = await pages.find(page, lan);
    return content ? tags(`${content.title} — GoPharm`, content.description) : [];
  };
  app.get(
    '/v1/get-metas',
    {
      schema: { querystring: MetasQuery, response: { 200: MetasAnswer } },
    },
    async (request, reply) => {
      const { lan, regionId } = c.scope(request.query);
      const { slug, url } = request.query;
      if (url !== undefined) return { data: await pageTags(pageOf(url), lan) };
      const page = await pageTags(slug as string, lan);
      if (page.length > 0) return { data: page };
      const drugId = await c.drugs.idOf(slug as string);
      if (drugId !== undefined) {
        const [drug] = await c.drugs.byIds([drugId], regionId);
        const name = lan === 'uz' ? drug.name_uz : drug.name_ru;
        const description =
          lan === 'uz'
            ? `${name}: narxi ${drug.price} soʻm, GoPharm dorixonalarida.`
            : `${name}: цена ${drug.price} сум, в аптеках GoPharm.`;
        return { data: tags(name, description) };
      }
      const category = c.categories.byKey(slug as string);
      if (category) {
        const name = lan === 'uz' ? category.name_uz : category.name_ru;
        return { data: tags(`${name} — GoPharm`, name) };
      }
      return notFound(reply, 'page_not_found');
    },
  );
}
