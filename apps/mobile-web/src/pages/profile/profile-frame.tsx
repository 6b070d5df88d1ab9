import { splitLocale } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styles from '../../components/content.module.css';
import { useRequireSignIn } from './require-sign-in';

/** A page of the profile area on a phone: its title and content; the menu is /profile-mobile. */
export const ProfileFrame = observer(function ProfileFrame({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  const signedIn = useRequireSignIn(splitLocale(useLocation().pathname).path);
  if (!signedIn) return null;
  return (
    <section aria-labelledby="profile-title" className={styles.stack}>
      <h1 id="profile-title">{title}</h1>
      {children}
    </section>
  );
});
