// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { LocalizedLink, useStores } from '../../index';
import { prescriptionsOf } from '@gopharm/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PrescriptionForm, SavedPrescriptions } from './prescriptions';
import styles from './recipe.module.css';

/**
 * /recipe: how prescription medicines are ordered, the prescription-only drugs of the catalogue, and the
 * shopper's prescriptions (an e-prescription's number or a photo of a paper one) to add, open and delete. A
 * guest is asked to sign in first (prescriptions are kept per account) and comes back here.
 */
export const RecipePage = observer(function RecipePage() {
  const { t } = useTranslation();
  const stores = useStores();
  const { auth } = stores;
  const prescriptions = prescriptionsOf(stores);
  const signedIn = auth.isSignedIn;
  useEffect(() => {
    if (signedIn) void prescriptions.load();
  }, [signedIn, prescriptions]);
  return (
    <article>
      <h1>{t('recipe.title')}</h1>
      <p>{t('recipe.howTo')}</p>
      <p>
        <LocalizedLink to="/catalog/lekarstvennye-sredstva?recept=1" className={styles.link}>
          {t('catalog.receptYes')}
        </LocalizedLink>
      </p>
      <section className={styles.section} aria-labelledby="my-prescriptions">
        <h2 id="my-prescriptions">{t('recipe.mine')}</h2>
        {signedIn ? (
          <>
            <PrescriptionForm />
            <SavedPrescriptions />
          </>
        ) : (
          <p>
            <LocalizedLink to="/auth" className={styles.link}>
              {t('recipe.signIn')}
            </LocalizedLink>
          </p>
        )}
      </section>
    </article>
  );
});
