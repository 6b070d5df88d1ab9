import type { ReactNode } from 'react';
import { InboxIcon } from '../icons/icons';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: string;
  text?: string;
  /** Defaults to an empty box. */
  icon?: ReactNode;
  /** Links or buttons: "Перейти в каталог", popular queries… */
  actions?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3;
}

/** Nothing to show yet: an empty cart, no favourites, no search results. */
export function EmptyState({ title, text, icon, actions, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.state} aria-label={title}>
      <span className={styles.icon}>{icon ?? <InboxIcon size={36} />}</span>
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
