import { localizePath } from '@gopharm/util';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/document-title';
import { SupportPhoneLink, useSiteConfig } from '../app/site-config';
import { useStores } from '../stores-context';
import styles from './error-page.module.css';

/** "Ошибка на сервере" with the way home, the support chat and the support phone (spec, section 2). */
export function ServerErrorScreen() {
  const { t } = useTranslation();
  const { supportChatUrl } = useSiteConfig();
  const { locale } = useStores();
  useDocumentTitle(t('serverError.title'));
  return (
    <section className={styles.page} aria-labelledby="server-error-title" role="alert">
      <h1 id="server-error-title">{t('serverError.title')}</h1>
      <p>{t('serverError.text')}</p>
      <div className={styles.actions}>
        {/* A whole new page, not the router's: after a server error the app starts afresh (and this screen imports
            nothing of the routes it is shown under). */}
        <a href={localizePath('/', locale.code)} className={styles.primary}>
          {t('serverError.home')}
        </a>
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
