import { PrescriptionBadge } from '@gopharm/ui-kit';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { LocalizedLink } from '../../index';
import styles from './product-notes.module.css';

/** A prescription-only drug's product page says so, and how it is ordered (/recipe). */
export function PrescriptionNote() {
  const { t } = useTranslation();
  return (
    <p className={styles.note}>
      <PrescriptionBadge label={t('product.recept')} /> <span>{t('product.receptNote')}</span>
      <LocalizedLink to="/recipe" className={styles.link}>
        {t('recipe.howToOrder')}
      </LocalizedLink>
    </p>
  );
}
