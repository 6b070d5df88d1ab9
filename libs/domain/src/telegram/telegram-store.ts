import { createTelegramApi, succeeded, type Result, type TelegramApi } from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { loadInto, type LoadState } from '../loading/load-state';
import { privateStoreOf } from '../root/store-of';

/** How often the settings screen asks whether the bot got the code, while the shopper is in Telegram. */
export const TELEGRAM_LINK_POLL_MS = 2_000;

/**
 * Where the shopper's order messages go: SMS, or the shop's Telegram bot once linked. Linking: the API gives a
 * one-time deep link (t.me/<bot>?start=<code>), the shopper taps Start in Telegram, the bot's webhook links the
 * account; meanwhile the screen asks every 2 s until linked or the link expires (`waitForLink`).
 */
export class TelegramStore {
  available = false;
  linked = false;
  /** The deep link being waited on, and until when it holds. */
  link: { url: string; expiresAt: number } | null = null;
  state: LoadState = 'idle';

  constructor(private readonly api: TelegramApi) {
    makeAutoObservable<TelegramStore, 'api'>(this, { api: false });
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.api.getTelegram(),
      (answer) => {
        this.available = answer.available;
        this.linked = answer.linked;
        if (answer.linked) this.link = null;
      },
    );
  }

  /** A fresh deep link to open. */
  async startLinking(): Promise<Result<string>> {
    const answer = await this.api.createLinkCode();
    if (!answer.ok) return answer;
    const { link, expires_at } = answer.data;
    runInAction(() => (this.link = { url: link, expiresAt: Date.parse(expires_at) }));
    return succeeded(link);
  }

  /** Asks until the account is linked, the link expires or `signal` aborts (the screen left). */
  async waitForLink(signal: AbortSignal, pollMs = TELEGRAM_LINK_POLL_MS): Promise<void> {
    while (!signal.aborted && this.link && !this.linked) {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      if (signal.aborted) return;
      if (this.link && Date.now() > this.link.expiresAt) {
        runInAction(() => (this.link = null));
        return;
      }
      await this.load();
    }
  }

  async unlink(): Promise<Result<void>> {
    const answer = await this.api.unlink();
    if (!answer.ok) return answer;
    runInAction(() => {
      this.linked = false;
      this.link = null;
    });
    return succeeded(undefined);
  }

  reset(): void {
    this.available = false;
    this.linked = false;
    this.link = null;
    this.state = 'idle';
  }
}

/** The root's Telegram store (with the root's API client unless `api` is given: tests). */
export const telegramOf = privateStoreOf(
  (root, api?: TelegramApi) => new TelegramStore(api ?? createTelegramApi(root.api.http)),
);
