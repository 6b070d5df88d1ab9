import { createIcon } from './create-icon';

export const CloseIcon = /* @__PURE__ */ createIcon(
  'CloseIcon',
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);
