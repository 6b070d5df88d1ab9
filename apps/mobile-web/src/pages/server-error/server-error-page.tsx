import { formatPhone } from '@gopharm/i18n';
import { LocalizedLink, useSiteConfig } from '@gopharm/shell';
import { useTranslation } from 'react-i18next';
import styles from '../../components/content.module.css';

/** "Ошибка на сервере", mobile variant: big touch buttons home and to the support chat, and the phone. */
export function ServerErrorPage() {
  const { t } = useTranslation();
  const { supportPhone, supportChatUrl } = useSiteConfig();
  return (
    <section aria-labelledby="server-error-title" className={styles.stack} role="alert">
      <h1 id="server-error-title">{t('serverError.title')}</h1>
      <p>{t('serverError.text')}</p>
      <div className={styles.actions}>
        <LocalizedLink to="/" className={styles.primaryLink}>
          {t('serverError.home')}
        </LocalizedLink>
        <a href={supportChatUrl} className={styles.secondaryLink} rel="noopener noreferrer" target="_blank">
          {t('serverError.supportChat')}
        </a>
      </div>
      <p>
        {t('serverError.supportPhone')}: <a href={`tel:+${supportPhone}`}>{formatPhone(supportPhone)}</a>
      </p>
    </section>
  );
}
