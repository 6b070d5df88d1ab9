import type { Notice } from '@gopharm/domain';
import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticesContext } from './notices';

// Apart from the provider (./notices.tsx), which every page's first load has: only screens show notices, and a
// module the first load imports brings all its exports that any screen uses into it.

/** Shows a domain notice (a dictionary key or the server's own text) as a toast. */
export function useNotify(): (notice: Notice | null) => void {
  const show = useContext(NoticesContext);
  const { t } = useTranslation();
  return useCallback(
    (notice: Notice | null) => {
      if (!notice) return;
      show({ text: notice.text ?? t(notice.key), variant: notice.type });
    },
    [show, t],
  );
}
