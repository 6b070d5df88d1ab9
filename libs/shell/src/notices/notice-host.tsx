import { NOTICE_DURATION_MS } from '@gopharm/domain';
import { ToastContent } from '@gopharm/ui-kit';
import { SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowToast } from './toast';

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

/** Hands notistack's enqueue to the provider once it is mounted. */
function Bridge({ onReady }: { onReady: (show: ShowToast) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () => onReady((toast) => enqueueSnackbar(toast.text, { variant: toast.variant })),
    [enqueueSnackbar, onReady],
  );
  return null;
}

/** Toasts at the top for 2000 ms (spec, section 9), three at most. Loaded with the first notice. */
export function NoticeHost({ onReady }: { onReady: (show: ShowToast) => void }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={NOTICE_DURATION_MS}
      maxSnack={3}
      Components={{ default: Toast, error: Toast, success: Toast, info: Toast, warning: Toast }}
    >
      <Bridge onReady={onReady} />
    </SnackbarProvider>
  );
}
