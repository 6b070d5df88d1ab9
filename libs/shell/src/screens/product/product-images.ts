import type { DrugDetailDto } from '@gopharm/api-client';
import { drugThumbnail } from '@gopharm/domain';

/**
 * A product page's pictures: every image the API gives (the main one when the list is empty), the server's
 * default picture made ours as on the cards. The first is the page's largest paint, which the head preloads.
 */
export function productImages(drug: Pick<DrugDetailDto, 'image' | 'images'>): string[] {
  const sources = drug.images?.length ? drug.images : [drug.image];
  return [...new Set(sources.map((image) => drugThumbnail({ image_thumbnail: image })))];
}
