// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { LocalizedLink } from '../../index';
import { useTranslation } from 'react-i18next';
import styles from './recipe.module.css';

/**
 * /recipe: how prescription medicines are ordered, and the prescription-only drugs of the catalogue. The API has
 * no call to receive a prescription yet, so the page offers no upload it could not deliver.
 */
export function RecipePage() {
  const { t } = useTranslation();
  return (
    <article>
      <h1>{t('recipe.title')}</h1>
      <p>{t('recipe.howTo')}</p>
      <p>
        <LocalizedLink to="/catalog/lekarstvennye-sredstva?recept=1" className={styles.link}>
          {t('catalog.receptYes')}
        </LocalizedLink>
      </p>
    </article>
  );
}
