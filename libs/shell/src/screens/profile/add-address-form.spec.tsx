import type { FakeCalls } from '@gopharm/domain/testing';
import type { AddressesApi, ApiClient } from '@gopharm/api-client';
import { addressesOf } from '@gopharm/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusedWith, renderScreen } from '../../testing';
import { AddAddressForm } from './add-address-form';

// The map is a button here (map/__mocks__/location-picker.tsx): Leaflet needs a real browser.
jest.mock('../map/location-picker');

async function renderForm(api: FakeCalls<ApiClient & AddressesApi>, locale: 'ru' | 'uz' = 'ru') {
  return (await renderScreen(<AddAddressForm />, { api, locale, signedIn: true })).stores;
}

describe('AddAddressForm (/profile/address)', () => {
  it('says at each field what is missing, in Russian and in Uzbek, and sends nothing', async () => {
    const texts = {
      ru: {
        save: 'Сохранить адрес',
        street: /Улица и район/,
        house: 'Дом',
        errors: ['Укажите улицу и район', 'Укажите номер дома', 'Отметьте место на карте'],
      },
      uz: {
        save: 'Manzilni saqlash',
        street: /Koʻcha/,
        house: 'Uy',
        errors: ['Koʻcha va tumanni kiriting', 'Uy raqamini kiriting', 'Xaritada joyni belgilang'],
      },
    } as const;
    for (const locale of ['ru', 'uz'] as const) {
      const saveAddress = jest.fn();
      const stores = await renderForm({ saveAddress }, locale);
      const text = texts[locale];
      await userEvent.setup().click(screen.getByRole('button', { name: text.save }));
      expect(screen.getByRole('textbox', { name: text.street })).toHaveAccessibleDescription(text.errors[0]);
      expect(screen.getByRole('textbox', { name: text.house })).toHaveAccessibleDescription(text.errors[1]);
      expect(screen.getByText(text.errors[2])).toBeInTheDocument();
      expect(saveAddress).not.toHaveBeenCalled();
      stores.dispose();
      document.body.innerHTML = '';
    }
  });

  it('saves street, house, flat and the point clicked on the map with v2/addresses', async () => {
    const saveAddress = jest.fn(async (fields: Parameters<AddressesApi['saveAddress']>[0]) => ({
      status: 1,
      address: { ...fields, id: 8 },
    }));
    const stores = await renderForm({ saveAddress });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Улица и район/ }), 'ул. Навои, Шайхантахур');
    await user.type(screen.getByRole('textbox', { name: 'Дом' }), '30');
    await user.type(screen.getByRole('textbox', { name: 'Квартира или офис' }), '12');
    await user.click(screen.getByRole('button', { name: 'Место на карте' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить адрес' }));
    expect(saveAddress).toHaveBeenCalledWith(
      expect.objectContaining({
        address: 'ул. Навои, Шайхантахур',
        house: '30',
        apartment: '12',
        lat: 41.2995,
        lng: 69.2401,
      }),
    );
    expect(await screen.findByText('Адрес сохранён')).toBeInTheDocument();
    expect(addressesOf(stores).list.map((address) => address.id)).toEqual([8]);
    expect(screen.getByRole('textbox', { name: /Улица и район/ })).toHaveValue('');
  });

  it('tells the server’s refusal in the shopper’s language', async () => {
    await renderForm(
      {
        saveAddress: refusedWith({
          code: 'too_many_addresses',
          msg: 'At most 20 addresses can be saved',
          count: 20,
          http_status: 200,
        }),
      },
      'uz',
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Koʻcha/ }), 'Navoiy koʻchasi');
    await user.type(screen.getByRole('textbox', { name: 'Uy' }), '30');
    await user.click(screen.getByRole('button', { name: 'Xaritadagi joy' }));
    await user.click(screen.getByRole('button', { name: 'Manzilni saqlash' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Koʻpi bilan 20 ta manzil saqlash mumkin');
  });
});
