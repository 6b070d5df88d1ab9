import { type Static, Type } from 'typebox';

/** `GET v1/telegram`: whether the shop has a bot, and whether the shopper's messages go through it. */
export const TelegramState = Type.Object({
  status: Type.Integer(),
  available: Type.Boolean({ description: 'false: the shop runs no bot; every message goes by SMS.' }),
  linked: Type.Boolean({
    description: 'true: order messages go to Telegram first, SMS when Telegram refuses.',
  }),
});
export type TelegramStateDto = Static<typeof TelegramState>;

/** `POST v1/telegram/link-code`: the one-time deep link that opens the bot with the code. */
export const TelegramLinkCode = Type.Object({
  status: Type.Integer(),
  link: Type.String({ description: 'https://t.me/<bot>?start=<code>: used once, until expires_at.' }),
  expires_at: Type.String(),
});
export type TelegramLinkCodeDto = Static<typeof TelegramLinkCode>;

/**
 * `POST v1/telegram/webhook`: the part of Telegram's Update the bot reads (`update_id`, a private chat's text).
 * Whatever else an update carries is let through and ignored.
 */
export const TelegramUpdate = Type.Object(
  {
    update_id: Type.Integer({ minimum: 0 }),
    message: Type.Optional(
      Type.Object({
        text: Type.Optional(Type.String({ maxLength: 4096 })),
        chat: Type.Object({ id: Type.Integer(), type: Type.String() }),
        from: Type.Optional(Type.Object({ language_code: Type.Optional(Type.String()) })),
      }),
    ),
  },
  { additionalProperties: true },
);
export type TelegramUpdateDto = Static<typeof TelegramUpdate>;
