import { Badge } from '../badge/badge';
import { PrescriptionIcon } from '../icons/icons';

export interface PrescriptionBadgeProps {
  /** "По рецепту" / "Retsept boʻyicha". */
  label: string;
}

/** Marks a prescription (is_recept) medicine. */
export function PrescriptionBadge({ label }: PrescriptionBadgeProps) {
  return (
    <Badge tone="warning" icon={<PrescriptionIcon size={14} />}>
      {label}
    </Badge>
  );
}
