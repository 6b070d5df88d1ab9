import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/document-title';
import { SupportPhoneLink, useSiteConfig } from '../app/site-config';
import { LocalizedLink } from '../app/localized-link';
import styles from './error-page.module.css';

/** "Ошибка на сервере" with the way home, the support chat and the support phone (spec, section 2). */
export function ServerErrorScreen() {
  const { t } = useTranslation();
  const { supportChatUrl } = useSiteConfig();
  useDocumentTitle(t('serverError.title'));
  return (
    <section className={styles.page} aria-labelledby="server-error-title" role="alert">
      <h1 id="server-error-title">{t('serverError.title')}</h1>
      <p>{t('serverError.text')}</p>
      <div className={styles.actions}>
        <LocalizedLink to="/" className={styles.primary}>
          {t('serverError.home')}
        </LocalizedLink>
        <a href={supportChatUrl} className={styles.secondary} target="_blank" rel="noopener noreferrer">
          {t('serverError.supportChat')}
        </a>
      </div>
      <p>
        {t('serverError.supportPhone')}: <SupportPhoneLink className={styles.phone} />
      </p>
    </section>
  );
}
