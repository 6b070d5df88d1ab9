import type { DrugDetailDto } from '@gopharm/api-client';
import { drugThumbnail } from '@gopharm/domain';
import { Gallery } from '@gopharm/ui-kit';
import { useTranslation } from 'react-i18next';

/** The product page's pictures: every image the API gives (the main one when the list is empty). */
export function ProductGallery({
  drug,
  size,
}: {
  drug: Pick<DrugDetailDto, 'name' | 'image' | 'images'>;
  size: number;
}) {
  const { t } = useTranslation();
  const sources = drug.images?.length ? drug.images : [drug.image];
  // The server's default picture becomes ours, as on the cards.
  const images = [...new Set(sources.map((image) => drugThumbnail({ image_thumbnail: image })))];
  return (
    <Gallery
      images={images}
      alt={drug.name}
      width={size}
      height={size}
      labels={{
        region: t('product.gallery'),
        previous: t('product.galleryPrevious'),
        next: t('product.galleryNext'),
        picture: (position, total) => t('product.galleryPicture', { position, total }),
      }}
    />
  );
}
