import { render } from '@testing-library/react';
import { ProductJsonLd } from './product-json-ld';

it('describes the product as JSON-LD and never lets a name close the script', () => {
  const { container } = render(
    <ProductJsonLd
      drug={{
        name: 'Нурофен </script><b>',
        image: '/api/images/tablet-1.svg',
        manufacturer: { id: 1, name: 'Reckitt', country: 'Великобритания' },
        price: 25_000,
      }}
    />,
  );
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(script?.textContent).not.toContain('</script>');
  expect(JSON.parse(script?.textContent ?? '')).toMatchObject({
    '@type': 'Product',
    name: 'Нурофен </script><b>',
    brand: 'Reckitt',
    offers: { price: 25_000, priceCurrency: 'UZS' },
  });
});
