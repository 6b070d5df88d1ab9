import type { ApiClient } from '@gopharm/api-client';
import { createRootStore } from '@gopharm/domain';
import { createI18n } from '@gopharm/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../app-providers';
import { NoticesProvider } from '../../notices/notices';
import { AddCardForm } from './add-card-form';

async function renderForm(api: Partial<ApiClient>) {
  const stores = createRootStore({ locale: 'ru', api: api as ApiClient });
  await act(async () => {
    render(
      <AppProviders stores={stores} i18n={createI18n('ru')}>
        <NoticesProvider>
          <AddCardForm />
        </NoticesProvider>
      </AppProviders>,
    );
  });
  return stores;
}

describe('AddCardForm', () => {
  it('sends the card to v2/cards/init, then the SMS code to v2/cards/confirm, and lists the saved card', async () => {
    const initCard = jest.fn(async () => ({
      status: 1,
      msg: '',
      session: 's1',
      phone_mask: '+998 90 *** ** 67',
    }));
    const confirmCard = jest.fn(async () => ({
      status: 1,
      msg: '',
      card: { id: 3, number: '4111 **** **** 1111', brand: 'visa' },
    }));
    const stores = await renderForm({ initCard, confirmCard } as Partial<ApiClient>);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Номер карты'), '4111111111111111');
    await user.type(screen.getByLabelText(/Срок действия/), '1230');
    await user.click(screen.getByRole('button', { name: 'Добавить карту' }));
    expect(initCard).toHaveBeenCalledWith('4111111111111111', '12/30');
    await user.type(await screen.findByLabelText('Код подтверждения'), '123456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(confirmCard).toHaveBeenCalledWith('s1', '123456');
    expect(stores.card.cards.map((card) => card.id)).toEqual([3]);
  });

  it('says "Wrong code entered" for the server\'s "Code None"', async () => {
    await renderForm({
      initCard: async () => ({ status: 1, msg: '', session: 's1' }),
      confirmCard: async () => ({ status: 0, msg: 'Code None' }),
    } as Partial<ApiClient>);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Номер карты'), '4111111111111111');
    await user.type(screen.getByLabelText(/Срок действия/), '1230');
    await user.click(screen.getByRole('button', { name: 'Добавить карту' }));
    await user.type(await screen.findByLabelText('Код подтверждения'), '000000');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверно введён код');
  });
});
