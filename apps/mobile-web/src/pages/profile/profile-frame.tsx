import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import styles from '../../components/content.module.css';
import { useRequireSignIn } from '@gopharm/shell/screens/profile';
import { ShopperPending, useShopperKnown } from '@gopharm/shell/screens/shopper-pending';

/** A page of the profile area on a phone: its title and content; the menu is /profile-mobile. */
export const ProfileFrame = observer(function ProfileFrame({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  const shopperKnown = useShopperKnown();
  const signedIn = useRequireSignIn();
  if (!shopperKnown) return <ShopperPending title={title} />;
  if (!signedIn) return null;
  return (
    <section aria-labelledby="profile-title" className={styles.stack}>
      <h1 id="profile-title">{title}</h1>
      {children}
    </section>
  );
});
