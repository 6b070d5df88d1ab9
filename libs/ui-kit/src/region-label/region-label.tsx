import { MapPinIcon } from '../icons/icons';
import styles from './region-label.module.css';

/** Spec, section 9: the header cuts the region name at 13 characters plus an ellipsis. */
export const REGION_NAME_MAX = 13;

export function cutRegionName(name: string, max = REGION_NAME_MAX): string {
  const chars = Array.from(name.trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

export interface RegionLabelProps {
  /** The chosen region (or district) name; empty shows the fallback. */
  name?: string;
  /** "Ваше местоположение" */
  fallback: string;
  /** Read before the name: "Регион". */
  label: string;
  /** Opens the region dialog, or sends a guest to /auth: the app decides. */
  onClick: () => void;
}

/** The header's region button: pin and the region name, cut to fit. */
export function RegionLabel({ name, fallback, label, onClick }: RegionLabelProps) {
  const full = name?.trim() || fallback;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={`${label}: ${full}`}
      title={full}
      onClick={onClick}
    >
      <MapPinIcon className={styles.icon} size={18} />
      <span>{name?.trim() ? cutRegionName(name) : fallback}</span>
    </button>
  );
}
