import { formatPhone } from '@gopharm/i18n';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { LocalizedLink, useSiteConfig } from '../../index';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './content.module.css';

/** The content pages: about, contacts, delivery, payment, offer, contest, app. */
function ContentPage({ titleKey, children }: { titleKey: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { supportPhone, supportChatUrl } = useSiteConfig();
  return (
    <article>
      <h1>{t(titleKey)}</h1>
      {children}
      <p>{t('pages.hours')}</p>
      <p>
        {t('pages.callCentre')}: <a href={`tel:+${supportPhone}`}>{formatPhone(supportPhone)}</a> ·{' '}
        <a href={supportChatUrl} target="_blank" rel="noopener noreferrer">
          {t('footer.supportChat')}
        </a>
      </p>
    </article>
  );
}

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <ContentPage titleKey="pages.about">
      <p>
        {t('marketing.customers')}. {t('marketing.items')}.
      </p>
      <p>
        {t('marketing.timeSaved')} {t('marketing.timeSavedText')}
      </p>
    </ContentPage>
  );
}
export const ContactPage = () => <ContentPage titleKey="pages.contact" />;
export function DeliveryPage() {
  const { t } = useTranslation();
  return (
    <ContentPage titleKey="pages.delivery">
      <p>{t('product.expressDelivery')}</p>
      <p>{t('product.standardDelivery')}</p>
      <p>
        <LocalizedLink to="/pharmacy-map">{t('product.pickupInfo')}</LocalizedLink>
      </p>
    </ContentPage>
  );
}
export function PaymentPage() {
  const { t } = useTranslation();
  return (
    <ContentPage titleKey="pages.payment">
      <ul>
        <li>{t('checkout.cash')}</li>
        <li>{t('checkout.card')}</li>
      </ul>
    </ContentPage>
  );
}
export const OfferPage = () => <ContentPage titleKey="pages.offer" />;
export const KonkursPage = () => <ContentPage titleKey="pages.konkurs" />;
/** /app is in the empty layout (route table): it carries its own landmark and a way to the shop. */
export function AppPage() {
  const { t } = useTranslation();
  return (
    <main className={styles.bare}>
      <LocalizedLink to="/" className={styles.home}>
        GoPharm · {t('errorPage.home')}
      </LocalizedLink>
      <ContentPage titleKey="pages.app">
        <p>{t('marketing.appText')}</p>
        <ul>
          <li>
            <a href="https://apps.apple.com/uz/app/gopharm">{t('footer.appStore')}</a>
          </li>
          <li>
            <a href="https://play.google.com/store/apps/details?id=uz.gopharm">{t('footer.googlePlay')}</a>
          </li>
        </ul>
      </ContentPage>
    </main>
  );
}
