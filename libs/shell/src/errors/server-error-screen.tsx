import { formatPhone } from '@gopharm/i18n';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../app/site-config';
import { LocalizedLink } from '../locale-routes';

/** "Ошибка на сервере" with the way home, the support chat and the support phone (spec, section 2). */
export function ServerErrorScreen() {
  const { t } = useTranslation();
  const { supportPhone, supportChatUrl } = useSiteConfig();
  return (
    <section className="gp-error-page" aria-labelledby="server-error-title">
      <h1 id="server-error-title">{t('serverError.title')}</h1>
      <p>{t('serverError.text')}</p>
      <ul>
        <li>
          <LocalizedLink to="/">{t('serverError.home')}</LocalizedLink>
        </li>
        <li>
          <a href={supportChatUrl} target="_blank" rel="noopener noreferrer">
            {t('serverError.supportChat')}
          </a>
        </li>
        <li>
          {t('serverError.supportPhone')}: <a href={`tel:+${supportPhone}`}>{formatPhone(supportPhone)}</a>
        </li>
      </ul>
    </section>
  );
}
