import { CategoryGrid } from '@gopharm/shell';
import { useTranslation } from 'react-i18next';

/** The Categories tab: top-level categories as tiles. */
export function CatalogHomePage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('catalog.title')}</h1>
      <CategoryGrid columns={2} />
    </>
  );
}
