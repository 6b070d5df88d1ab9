import type { DrugDetailDto } from '@gopharm/api-client';
import { Gallery } from '@gopharm/ui-kit';
import { useTranslation } from 'react-i18next';
import { productImages } from './product-images';

/** The product page's pictures (productImages) as a gallery. */
export function ProductGallery({
  drug,
  size,
}: {
  drug: Pick<DrugDetailDto, 'name' | 'image' | 'images'>;
  size: number;
}) {
  const { t } = useTranslation();
  const images = productImages(drug);
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
