import { createContext, useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ShowToast, Toast } from './toast';

type Host = ComponentType<{ onReady: (show: ShowToast) => void }>;

/** What shows a toast (useNotify, ./use-notify.ts, reads it). */
export const NoticesContext = createContext<ShowToast>(() => undefined);

/**
 * Toasts at the top for 2000 ms (spec, section 9). notistack and its styles are fetched with the first notice,
 * not on the first load: most visits never show one. Notices raised meanwhile are shown once it is in.
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [host, setHost] = useState<{ Host: Host } | null>(null);
  const pending = useRef<Toast[]>([]);
  const enqueue = useRef<ShowToast | null>(null);
  const loading = useRef(false);

  const show = useCallback((toast: Toast) => {
    if (enqueue.current) return enqueue.current(toast);
    pending.current.push(toast);
    if (loading.current) return;
    loading.current = true;
    import('./notice-host').then(
      ({ NoticeHost }) => setHost({ Host: NoticeHost }),
      // Offline or a stale deploy: the next notice tries again (the waiting ones go with it).
      () => (loading.current = false),
    );
  }, []);

  const onReady = useCallback((ready: ShowToast) => {
    enqueue.current = ready;
    pending.current.splice(0).forEach(ready);
  }, []);

  return (
    <NoticesContext.Provider value={show}>
      {children}
      {host && <host.Host onReady={onReady} />}
    </NoticesContext.Provider>
  );
}
