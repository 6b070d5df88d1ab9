import { cutRegionName } from '@gopharm/util';
import { MapPinIcon } from '../icons/icons';
import styles from './region-label.module.css';

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
