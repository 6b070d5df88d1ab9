import type { CategoryIconName } from '@gopharm/util';
import { createIcon, type IconProps } from './create-icon';
import { PillIcon } from './pill-icon';

// Our own drawings, on the 24×24 grid and stroke of the kit's other icons. Together in one module: they are drawn
// together, on the category tiles.
const JarIcon = /* @__PURE__ */ createIcon(
  'JarIcon',
  <>
    <rect x="8" y="2" width="8" height="4" rx="1" />
    <path d="M7 6h10a1 1 0 0 1 1 1v13a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V7a1 1 0 0 1 1-1Z" />
    <path d="M9 14h6" />
  </>,
);

const LeafIcon = /* @__PURE__ */ createIcon(
  'LeafIcon',
  <>
    <path d="M4 20C4 11 10 4 20 4c0 10-7 16-16 16Z" />
    <path d="m4 20 9-9" />
  </>,
);

const BottleIcon = /* @__PURE__ */ createIcon(
  'BottleIcon',
  <>
    <path d="M10 6V4a2 2 0 0 1 4 0v2" />
    <rect x="8" y="6" width="8" height="3" rx="1" />
    <path d="M9 9v11a2 2 0 0 0 2 2h2a2 2 0 0 0 2-2V9" />
    <path d="M9 13h3M9 17h3" />
  </>,
);

const FirstAidIcon = /* @__PURE__ */ createIcon(
  'FirstAidIcon',
  <>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M9 6V4h6v2" />
    <path d="M12 10v6M9 13h6" />
  </>,
);

const DropIcon = /* @__PURE__ */ createIcon(
  'DropIcon',
  <path d="M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11Z" />,
);

const ICONS: Record<CategoryIconName, ReturnType<typeof createIcon>> = {
  medicines: PillIcon,
  vitamins: JarIcon,
  herbs: LeafIcon,
  'mother-baby': BottleIcon,
  'medical-devices': FirstAidIcon,
  cosmetics: DropIcon,
};

/** A category's icon by the name its data gives (CATEGORY_ICONS). */
export function CategoryIcon({ name, ...props }: IconProps & { name: CategoryIconName }) {
  const Icon = ICONS[name];
  return <Icon {...props} />;
}
