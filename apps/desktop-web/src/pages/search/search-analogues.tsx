import type { DrugDto } from '@gopharm/api-client';
import { useSearchAnalogues } from '@gopharm/shell/screens/search';
import { useTranslation } from 'react-i18next';
import { ProductGrid } from '../../components/product-grid';

/** Under the results: drugs with the same active substance as the top result, in one row. */
export function SearchAnalogues({ results }: { results: DrugDto[] }) {
  const { t } = useTranslation();
  const { substance, drugs } = useSearchAnalogues(results);
  if (!substance || drugs.length === 0) return null;
  const title = `${t('search.analogues')}: ${substance}`;
  return (
    <section aria-labelledby="search-analogues">
      <h2 id="search-analogues">{title}</h2>
      <ProductGrid drugs={drugs} label={title} row />
    </section>
  );
}
