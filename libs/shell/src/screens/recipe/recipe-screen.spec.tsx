import type { PrescriptionDto } from '@gopharm/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusedWith, renderScreen } from '../../testing';
import { RecipePage } from './recipe-screen';

const kept = (id: number, number: string): PrescriptionDto => ({
  id,
  number,
  file: null,
  created_at: '2026-11-26T09:00:00Z',
});

describe('/recipe', () => {
  it('asks a guest to sign in to add a prescription', async () => {
    await renderScreen(<RecipePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Рецептурные препараты' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войдите, чтобы добавить рецепт' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(screen.queryByLabelText(/Номер электронного рецепта/)).not.toBeInTheDocument();
  });

  it('keeps a number, says a malformed one is wrong in the shopper’s language, and deletes', async () => {
    const addPrescriptionNumber = jest.fn(async (number: string) => ({
      status: 1,
      prescription: kept(8, number),
    }));
    await renderScreen(<RecipePage />, {
      signedIn: true,
      api: {
        getPrescriptions: async () => [kept(7, 'UZ00012345')],
        addPrescriptionNumber,
        deletePrescription: async () => ({ status: 1 }),
      },
    });
    const user = userEvent.setup();
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Электронный рецепт № UZ00012345')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Номер электронного рецепта' });
    await user.type(field, 'AAAA-AAAA');
    await user.click(screen.getByRole('button', { name: 'Сохранить номер' }));
    expect(field).toHaveAccessibleDescription(
      /Номер электронного рецепта — от 8 до 20 латинских букв и цифр/,
    );
    expect(addPrescriptionNumber).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'rx 2026 1126{Enter}');
    expect(addPrescriptionNumber).toHaveBeenCalledWith('RX20261126');
    expect(await within(list).findByText('Электронный рецепт № RX20261126')).toBeInTheDocument();
    expect(field).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Удалить: Электронный рецепт №\u00a0UZ00012345' }));
    expect(within(list).queryByText(/UZ00012345/)).not.toBeInTheDocument();
  });

  it('tells a file the API refused, in Uzbek', async () => {
    await renderScreen(<RecipePage />, {
      locale: 'uz',
      signedIn: true,
      api: {
        getPrescriptions: async () => [],
        uploadPrescription: refusedWith({
          code: 'prescription_type',
          msg: 'Send a photo (JPEG or PNG) or a PDF of the prescription',
          http_status: 400,
        }),
      },
    });
    const user = userEvent.setup({ applyAccept: false });
    expect(await screen.findByText('Saqlangan retseptlar hali yoʻq')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Retsept rasmini yuklash'), new File(['%!PS'], 'recept.ps'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Retseptning rasmini (JPEG yoki PNG) yoki PDF faylini yuklang',
    );
  });
});
