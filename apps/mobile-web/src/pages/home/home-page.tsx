import { CategoryGrid } from '@gopharm/shell';
import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('home.heading')}</h1>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categories')}</h2>
        <CategoryGrid columns={2} />
      </section>
    </>
  );
}
