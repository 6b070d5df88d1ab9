import { NOTICE_DURATION_MS, type Notice } from '@gopharm/domain';
import { ToastContent } from '@gopharm/ui-kit';
import { SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Tone = 'success' | 'error' | 'info';

// notistack owns the queue and timing; the look is ui-kit's toast.
const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast({ id, message, variant }, ref) {
  const { closeSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const tone: Tone = variant === 'error' || variant === 'success' ? variant : 'info';
  return (
    <div ref={ref}>
      <ToastContent
        tone={tone}
        message={String(message)}
        closeLabel={t('common.close')}
        onClose={() => closeSnackbar(id)}
      />
    </div>
  );
});

/** Toasts at the top for 2000 ms (spec, section 9). */
export function NoticesProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={NOTICE_DURATION_MS}
      maxSnack={3}
      Components={{ default: Toast, error: Toast, success: Toast, info: Toast, warning: Toast }}
    >
      {children}
    </SnackbarProvider>
  );
}

/** Shows a domain notice (a dictionary key or the server's own text) as a toast. */
export function useNotify(): (notice: Notice | null) => void {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useCallback(
    (notice: Notice | null) => {
      if (!notice) return;
      const text = notice.text ?? t(notice.key);
      enqueueSnackbar(text, { variant: notice.type });
    },
    [enqueueSnackbar, t],
  );
}
