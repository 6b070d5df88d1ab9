import type { DrugDetailDto } from '@gopharm/api-client';

/** The product page's JSON-LD Product (SCREENS.md): name, picture, brand and the offer in sum. */
export function ProductJsonLd({
  drug,
}: {
  drug: Pick<DrugDetailDto, 'name' | 'image' | 'manufacturer' | 'price'>;
}) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: drug.name,
    image: drug.image,
    brand: drug.manufacturer.name,
    offers: { '@type': 'Offer', price: drug.price, priceCurrency: 'UZS' },
  };
  // "<" escaped so a name can never close the script element.
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}
