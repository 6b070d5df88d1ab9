import type { TelegramLinkCodeDto, TelegramStateDto } from '@gopharm/util';
import type { HttpClient } from '../http/http-types';
import type { StatusDto } from '../shared/dtos';
import type { Result } from '../http/result';

export type { TelegramLinkCodeDto, TelegramStateDto };

/** Telegram instead of SMS (the settings screen's calls, so the first load does not carry them). */
export function createTelegramApi(http: HttpClient) {
  return {
    /** GET v1/telegram (auth): whether the shop has a bot, and whether the shopper is linked to it. */
    getTelegram(): Promise<Result<TelegramStateDto>> {
      return http.get<TelegramStateDto>('v1/telegram');
    },
    /** POST v1/telegram/link-code (auth): the one-time deep link t.me/<bot>?start=<code>. */
    createLinkCode(): Promise<Result<TelegramLinkCodeDto>> {
      return http.post<TelegramLinkCodeDto>('v1/telegram/link-code');
    },
    /** DELETE v1/telegram/link (auth): messages by SMS again. */
    unlink(): Promise<Result<StatusDto>> {
      return http.send<StatusDto>('v1/telegram/link', { method: 'delete' });
    },
  };
}

export type TelegramApi = ReturnType<typeof createTelegramApi>;
