import type { DrugDto } from '@gopharm/api-client';
import { useTranslation } from 'react-i18next';
import type { ProductRowComponent } from '../screen-parts';
import { useSearchAnalogues } from './use-search-analogues';

/** Under the results: drugs with the same active substance as the top result, in the app's row of cards. */
export function SearchAnalogues({
  results,
  ProductRow,
}: {
  results: DrugDto[];
  ProductRow: ProductRowComponent;
}) {
  const { t } = useTranslation();
  const { substance, drugs } = useSearchAnalogues(results);
  if (!substance || drugs.length === 0) return null;
  const title = `${t('search.analogues')}: ${substance}`;
  return (
    <section aria-labelledby="search-analogues">
      <h2 id="search-analogues">{title}</h2>
      <ProductRow drugs={drugs} label={title} />
    </section>
  );
}
