import { notFound } from '../http/replies';
import { drugImage } from './drug-images';
import type { ApiApp } from '../http/api-app';

/** `GET /api/images/{name}.svg`: generated product, sale and article pictures, cached for a year. */
export function imagesRoutes(app: ApiApp): void {
  app.get(
    '/images/:name',
    {
      schema: {
        params: {
          type: 'object',
          properties: { name: { type: 'string', maxLength: 40, pattern: '^[a-z]+(-\\d{1,2})?\\.svg$' } },
          required: ['name'],
        },
      },
    },
    async (request, reply) => {
      const image = drugImage(request.params.name);
      if (!image) return notFound(reply, 'image_not_found');
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(image);
    },
  );
}
