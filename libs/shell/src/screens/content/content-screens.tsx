import type { PageBlockDto } from '@gopharm/api-client';
import { pagesOf } from '@gopharm/domain';
import { Skeleton } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import {
  LocalizedLink,
  NotFoundScreen,
  contentPageData,
  SupportPhoneLink,
  useData,
  useSiteConfig,
  useStores,
} from '../../index';
import { AppStoreLinks } from '../footer';
import { LoadError } from '../load-error';
import styles from './content.module.css';

/** A content page's text: headings (with their anchors), paragraphs and lists, plain text from the API. */
function Blocks({ blocks }: { blocks: PageBlockDto[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        // Blocks come in the page's order and are never reordered.
        const key = `${block.type}-${index}`;
        if (block.type === 'h2') {
          return (
            <h2 key={key} id={block.id}>
              {block.text}
            </h2>
          );
        }
        if (block.type === 'p') return <p key={key}>{block.text}</p>;
        const List = block.type;
        return (
          <List key={key}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </List>
        );
      })}
    </>
  );
}

/** The way to a person: the 24-hour call centre, the support chat and the pharmacies' hours. */
export function SupportContacts({ title }: { title: string }) {
  const { t } = useTranslation();
  const { supportChatUrl } = useSiteConfig();
  return (
    <aside className={styles.support} aria-labelledby="support-contacts">
      <h2 id="support-contacts">{title}</h2>
      <p>
        {t('pages.callCentre')}: <SupportPhoneLink className={styles.phone} />
      </p>
      <p>
        <a className={styles.action} href={supportChatUrl} target="_blank" rel="noopener noreferrer">
          {t('footer.supportChat')}
        </a>
      </p>
      <p>{t('pages.hours')}</p>
    </aside>
  );
}

/**
 * A content page from the API (v1/page/{slug}) in the page's language: its title, its text, what the page adds
 * (`children`) and the support contacts. The server renders it whole (route load), so it reads without scripts.
 */
const ContentPage = observer(function ContentPage({
  slug,
  children,
}: {
  slug: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const pages = pagesOf(useStores());
  const { state, reload } = useData(contentPageData(slug));
  const page = pages.bySlug(slug);
  if (state === 'error') return <LoadError onRetry={reload} />;
  if (state === 'loading' || (!page && state !== 'loaded')) return <Skeleton height={480} />;
  if (!page) return <NotFoundScreen />;
  return (
    <article className={styles.page}>
      <h1>{page.title}</h1>
      <Blocks blocks={page.blocks} />
      {children}
      {slug !== 'contact' && <SupportContacts title={t('pages.questions')} />}
    </article>
  );
});

export const AboutPage = () => <ContentPage slug="about" />;

/** "Аптеки на карте": the pharmacy map, a paragraph of its own under a page's text. */
function PharmaciesOnMap() {
  const { t } = useTranslation();
  return (
    <p>
      <LocalizedLink to="/pharmacy-map" className={styles.action}>
        {t('pages.pharmaciesOnMap')}
      </LocalizedLink>
    </p>
  );
}

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <ContentPage slug="contact">
      <PharmaciesOnMap />
      <SupportContacts title={t('pages.callCentre')} />
    </ContentPage>
  );
}

export const DeliveryPage = () => (
  <ContentPage slug="delivery-gopharm">
    <PharmaciesOnMap />
  </ContentPage>
);

export const PaymentPage = () => <ContentPage slug="payment" />;
export const OfferPage = () => <ContentPage slug="offer" />;
export const KonkursPage = () => <ContentPage slug="konkurs" />;

/** /app is in the route table's empty layout (posters' QR codes open it): its own landmark and way to the shop. */
export function AppPage() {
  const { t } = useTranslation();
  return (
    <main className={styles.bare}>
      <LocalizedLink to="/" className={styles.home}>
        GoPharm · {t('errorPage.home')}
      </LocalizedLink>
      <ContentPage slug="app">
        <AppStoreLinks />
      </ContentPage>
    </main>
  );
}
