import type { Result } from '@gopharm/api-client';
import { telegramOf } from '@gopharm/domain';
import { Button } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { useNotify, useStores } from '../../index';
import styles from './telegram-settings.module.css';

/**
 * /profile/settings: where order messages go. SMS, or the shop's Telegram bot: "Получать в Telegram" gets a
 * one-time deep link, the shopper opens it and taps Start in the bot's chat, and this section turns to "Telegram
 * подключён" by itself (the bot's webhook linked the account; the screen asks every 2 s while waiting).
 * Nothing when the shop runs no bot.
 */
export const TelegramSettings = observer(function TelegramSettings() {
  const { t } = useTranslation();
  const stores = useStores();
  const telegram = telegramOf(stores);
  const notify = useNotify();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const signedIn = stores.auth.isSignedIn;
  const waiting = telegram.link !== null && !telegram.linked;

  useEffect(() => {
    if (signedIn) void telegram.load();
  }, [signedIn, telegram]);
  useEffect(() => {
    if (!waiting) return;
    const leaving = new AbortController();
    void telegram.waitForLink(leaving.signal);
    return () => leaving.abort();
  }, [waiting, telegram]);

  if (!telegram.available) return null;
  const act = async (action: () => Promise<Result<unknown>>) => {
    setBusy(true);
    const done = await action();
    setBusy(false);
    if (!done.ok) notify({ type: 'error', key: 'messages.failed' });
  };

  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId}>{t('messages.title')}</h2>
      <p role="status" className={styles.state}>
        {telegram.linked ? (
          <>
            <strong>{t('messages.linked')}</strong> {t('messages.byTelegram')}
          </>
        ) : waiting ? (
          t('messages.waiting')
        ) : (
          t('messages.bySms')
        )}
      </p>
      <div className={styles.actions}>
        {telegram.linked ? (
          <Button variant="secondary" loading={busy} onClick={() => void act(() => telegram.unlink())}>
            {t('messages.useSms')}
          </Button>
        ) : waiting ? (
          <a className={styles.open} href={telegram.link!.url} target="_blank" rel="noopener noreferrer">
            {t('messages.open')}
          </a>
        ) : (
          <Button variant="secondary" loading={busy} onClick={() => void act(() => telegram.startLinking())}>
            {t('messages.connect')}
          </Button>
        )}
      </div>
    </section>
  );
});
