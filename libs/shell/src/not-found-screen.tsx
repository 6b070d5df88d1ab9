import { useTranslation } from 'react-i18next';
import { LocalizedLink } from './locale-routes';

/** "Page not found!" with a way back home. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <LocalizedLink to="/">{t('notFound.home')}</LocalizedLink>
    </section>
  );
}
