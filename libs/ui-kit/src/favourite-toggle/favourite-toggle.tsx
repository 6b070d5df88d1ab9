import { HeartIcon } from '../icons/icons';
import styles from './favourite-toggle.module.css';

export interface FavouriteToggleProps {
  pressed: boolean;
  onToggle: () => void;
  /** Stays the same in both states ("В избранное"); aria-pressed tells whether it is on. */
  label: string;
  className?: string;
}

/** The heart: a toggle button; pressing a favourite again removes it (spec, section 4). */
export function FavouriteToggle({ pressed, onToggle, label, className }: FavouriteToggleProps) {
  return (
    <button
      type="button"
      className={[styles.toggle, className].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onToggle}
    >
      <HeartIcon size={22} />
    </button>
  );
}
