import type { Notice } from '@gopharm/domain';

// What the provider (./notices.tsx) hands its lazily loaded host (./notice-host.tsx): here, so the host need not
// import the module that loads it.
export interface Toast {
  text: string;
  variant: Notice['type'];
}
export type ShowToast = (toast: Toast) => void;
