import { createIcon } from './create-icon';

export const PlusIcon = /* @__PURE__ */ createIcon(
  'PlusIcon',
  <>
    <path d="M5 12h14" />
    <path d="M12 5v14" />
  </>,
);
