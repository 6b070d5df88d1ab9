import type { FakeCalls } from '@gopharm/domain/testing';
import type { CardsApi } from '@gopharm/api-client';
import { cardOf } from '@gopharm/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusedWith, renderScreen } from '../../testing';
import { AddCardForm } from './add-card-form';

const TODAY = new Date('2026-05-15T10:00:00Z');

/** The payment provider's card API, which the browser calls itself: the number goes there, a token comes back. */
const tokenizer = { url: 'https://checkout.paycom.uz/api', merchant_id: 'cashbox' };
const createCardToken = jest.fn(async () => ({ token: 'payme-token' }));

async function renderForm(calls: FakeCalls<CardsApi>, locale: 'ru' | 'uz' = 'ru') {
  const api = { getCardTokenizer: async () => tokenizer, createCardToken, ...calls };
  return (await renderScreen(<AddCardForm now={() => TODAY} />, { api, locale, signedIn: true })).stores;
}

async function typeCard(number: string, expiry: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Номер карты|Karta raqami/), number);
  await user.type(screen.getByLabelText(/Срок действия|Amal qilish/), expiry);
  await user.click(screen.getByRole('button', { name: /Добавить карту|Karta qoʻshish/ }));
  return user;
}

describe('AddCardForm', () => {
  it('sends the card to the provider, its token to v2/cards/init, the code to v2/cards/confirm, and lists it', async () => {
    const initCard = jest.fn(async () => ({
      status: 1,
      msg: '',
      session: 's1',
      phone_mask: '+998 90 *** ** 67',
    }));
    const confirmCard = jest.fn(async () => ({
      status: 1,
      msg: '',
      card: { id: 3, number: '4111 **** **** 1111', brand: 'visa' as const },
    }));
    const stores = await renderForm({ initCard, confirmCard });
    const user = await typeCard('4111111111111111', '1230');
    expect(createCardToken).toHaveBeenCalledWith(tokenizer, '4111111111111111', '1230');
    expect(initCard).toHaveBeenCalledWith('payme-token');
    // The code field takes the keyboard at once, and the sixth digit sends it: no tap on "Подтвердить".
    const code = await screen.findByLabelText('Код подтверждения');
    expect(code).toHaveFocus();
    await user.keyboard('123456');
    expect(confirmCard).toHaveBeenCalledTimes(1);
    expect(confirmCard).toHaveBeenCalledWith('s1', '123456');
    expect(cardOf(stores).cards.map((card) => card.id)).toEqual([3]);
    // Says what happened, not a button's label ("Сохранить").
    expect(await screen.findByText('Карта добавлена')).toBeInTheDocument();
  });

  it('says "Wrong code entered" at the code field for the server\'s "Code None"', async () => {
    await renderForm({
      initCard: async () => ({ status: 1, msg: '', session: 's1' }),
      confirmCard: async () => ({ status: 0, code: 'wrong_code', msg: 'Code None' }),
    });
    const user = await typeCard('4111111111111111', '1230');
    const code = await screen.findByLabelText('Код подтверждения');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(code).toHaveAccessibleDescription('Неверно введён код');
  });

  it('checks the number (Luhn) and the expiry (mm/yy, not past) before sending anything', async () => {
    const initCard = jest.fn();
    await renderForm({ initCard });
    await typeCard('4111111111111112', '0426');
    expect(screen.getByLabelText('Номер карты')).toHaveAccessibleDescription(
      'В номере карты ошибка: проверьте цифры',
    );
    expect(screen.getByLabelText(/Срок действия/)).toHaveAccessibleDescription('Срок действия карты истёк');
    expect(initCard).not.toHaveBeenCalled();
  });

  it('tells the server’s "Invalid card number" (400) in the shopper’s language', async () => {
    await renderForm(
      {
        initCard: refusedWith({
          code: 'invalid_card_number',
          msg: 'Invalid card number',
          http_status: 400,
        }),
      },
      'uz',
    );
    await typeCard('4111111111111111', '1230');
    expect(await screen.findByRole('alert')).toHaveTextContent('Karta raqami xato kiritildi');
  });

  it('after a 429 on "Добавить карту" says how long to wait and holds the button', async () => {
    await renderForm({
      initCard: refusedWith({
        code: 'codes_for_phone',
        msg: 'Too many codes requested for this phone. Try again later.',
        http_status: 429,
        retry_after: 45,
      }),
    });
    await typeCard('4111111111111111', '1230');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Слишком много попыток. Повторите через 45 секунд.',
    );
    expect(screen.getByRole('button', { name: 'Добавить карту' })).toBeDisabled();
  });
});
