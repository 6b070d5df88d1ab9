import { useTranslation } from 'react-i18next';
import styles from './map-page.module.css';

/**
 * The picker's hint: tap where the order goes; the keyboard's way (arrows, Enter) only where there is a keyboard
 * to speak of (not on a touch screen, map-page.module.css).
 */
export function LocationPickerHint({ id, className }: { id?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className={className}>
      {t('checkout.mapHint')} <span className={styles.keyboardHint}>{t('checkout.mapKeyboardHint')}</span>
    </p>
  );
}
