import type { Result } from '@gopharm/api-client';
import type { Refusal } from '@gopharm/domain';
import { ConfirmDialog } from '@gopharm/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { useNotify, useRefusalText } from '../../index';

/**
 * A removal the shopper is asked about first (a saved card comes back only with an SMS code, an address with its
 * point found on the map again): `ask(item)` opens the dialog `dialog` draws, naming the item; the result is told in
 * a notice, a refusal in the shopper's words.
 */
export function useAskedRemoval<T>(remove: (item: T) => Promise<Result<void, Refusal>>, removedKey: string) {
  const { t } = useTranslation();
  const notify = useNotify();
  const refusalText = useRefusalText();
  const [asking, setAsking] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async (item: T) => {
    setBusy(true);
    const result = await remove(item);
    setBusy(false);
    setAsking(null);
    notify(
      result.ok ? { type: 'success', key: removedKey } : { type: 'error', text: refusalText(result.error) },
    );
  };
  const dialog = (labels: { title: string; text: string; confirm: string }) => (
    <ConfirmDialog
      open={asking !== null}
      destructive
      busy={busy}
      labels={{ ...labels, cancel: t('common.cancel'), close: t('common.close') }}
      onCancel={() => setAsking(null)}
      onConfirm={() => asking !== null && void confirm(asking)}
    />
  );
  return { asking, ask: setAsking, dialog };
}
