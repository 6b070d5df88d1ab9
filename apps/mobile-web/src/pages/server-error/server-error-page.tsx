import { LocalizedLink } from '@gopharm/shell';
import { useTranslation } from 'react-i18next';
import { SUPPORT } from '../../app/support';
import styles from '../../components/content.module.css';

/** "Ошибка на сервере", mobile variant: home, support chat and phone. */
export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="server-error-title" className={styles.stack} role="alert">
      <h1 id="server-error-title">{t('serverError.title')}</h1>
      <p>{t('serverError.text')}</p>
      <div className={styles.actions}>
        <LocalizedLink to="/" className={styles.primaryLink}>
          {t('serverError.home')}
        </LocalizedLink>
        {SUPPORT.chatUrl && (
          <a
            href={SUPPORT.chatUrl}
            className={styles.secondaryLink}
            rel="noopener noreferrer"
            target="_blank"
          >
            {t('serverError.supportChat')}
          </a>
        )}
      </div>
      {SUPPORT.phone && (
        <p>
          {t('serverError.supportPhone')}:{' '}
          <a href={`tel:${SUPPORT.phone.replace(/\s/g, '')}`}>{SUPPORT.phone}</a>
        </p>
      )}
    </section>
  );
}
