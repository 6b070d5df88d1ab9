import { userDto } from '@gopharm/domain/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusedWith, renderScreen } from '../../testing';
import { createAuthScreen } from './auth-screen';

const { AuthPage } = createAuthScreen({ homePath: '/profile-mobile' });

const codeSent = async () => ({ status: 1, msg: 'Code sent', is_registered: true });

describe('the sign-in screen (both apps)', () => {
  it('signs in by phone and a 6-digit code, then goes to the app’s home for the shopper', async () => {
    const requestCode = jest.fn(codeSent);
    const acceptCode = jest.fn(async () => ({ status: 1, token: 't', user: userDto({ complete: 1 }) }));
    const { visits, replaced } = await renderScreen(<AuthPage />, { api: { requestCode, acceptCode } });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '935465443');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(requestCode).toHaveBeenCalledWith('998935465443');
    expect(await screen.findByText('Код отправлен на номер +998 93 546 54 43')).toBeInTheDocument();
    // The resend timer, in words.
    expect(screen.getByText('Отправить код ещё раз можно через 1 минуту')).toBeInTheDocument();
    // The code field has the keyboard once the code is sent, and the sixth digit signs in by itself.
    const code = screen.getByRole('textbox', { name: 'Код из SMS' });
    expect(code).toHaveFocus();
    await user.keyboard('123456');
    expect(acceptCode).toHaveBeenCalledTimes(1);
    expect(acceptCode).toHaveBeenCalledWith('998935465443', '123456');
    expect(visits).toEqual(['/profile-mobile']);
    // In place of /auth: Back from there returns to the page before sign-in, not to a form already done.
    expect(replaced).toEqual(['/profile-mobile']);
  });

  it('sends a shopper already signed in straight on to the page its address names, in place of /auth', async () => {
    const { stores, visits, replaced } = await renderScreen(<AuthPage />, {
      signedInOnRead: true,
      path: '/auth?next=/order-process',
    });
    // Nothing is decided before the stored sign-in is read (a page hydrated from the server's HTML).
    expect(visits).toEqual([]);
    await act(() => stores.startPersistence());
    await waitFor(() => expect(replaced).toEqual(['/order-process']));
    expect(visits).toEqual(['/order-process']);
  });

  it('keeps a guest on the form', async () => {
    const { stores, visits } = await renderScreen(<AuthPage />, { path: '/auth?next=/order-process' });
    await act(() => stores.ready);
    expect(visits).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toBeInTheDocument();
  });

  it('returns to the page its address names (a guest the checkout sent, by the server or the browser)', async () => {
    const acceptCode = jest.fn(async () => ({ status: 1, token: 't', user: userDto({ complete: 1 }) }));
    const { visits, stores } = await renderScreen(<AuthPage />, {
      api: { requestCode: codeSent, acceptCode },
      path: '/auth?next=/order-process',
    });
    // The address wins over a page remembered earlier.
    stores.auth.setAfterAuthUrl('/favorites');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '935465443');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByRole('textbox', { name: 'Код из SMS' }), '123456');
    expect(visits).toEqual(['/order-process']);
  });

  it('says, to the eye and to screen readers, that it is checking the shopper is not a robot, then goes on', async () => {
    let release: (value: false) => void = () => undefined;
    const getChallenge = jest.fn(() => new Promise<false>((resolve) => (release = resolve)));
    const requestCode = jest.fn(async () => ({
      status: 0,
      code: 'challenge_required',
      msg: 'Confirm',
      http_status: 428,
    }));
    await renderScreen(<AuthPage />, { api: { requestCode, getChallenge } });
    const user = userEvent.setup();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '935465443');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    // The button says it in place of its label (nothing moves), the live region reads it out.
    expect(await screen.findByRole('button', { name: 'Проверяем, что вы не робот…' })).toBeInTheDocument();
    expect(status).toHaveTextContent('Проверяем, что вы не робот…');
    // No challenge could be had: the shopper is told, and may try again.
    release(false);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось проверить, что вы не робот. Попробуйте ещё раз.',
    );
    expect(status).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Получить код' })).toBeInTheDocument();
  });

  it('says at the field what is wrong with the phone and the code', async () => {
    const acceptCode = jest.fn(async () => ({ status: 0, code: 'wrong_code', msg: 'Code None' }));
    await renderScreen(<AuthPage />, { api: { requestCode: codeSent, acceptCode } });
    const user = userEvent.setup();
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    await user.type(phone, '9012');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(phone).toHaveAccessibleDescription('Введите номер телефона: 9 цифр после +998');
    await user.type(phone, '34567');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    const code = await screen.findByRole('textbox', { name: 'Код из SMS' });
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(code).toHaveAccessibleDescription('Введите код из 6 цифр');
    expect(acceptCode).not.toHaveBeenCalled();
    await user.type(code, '56');
    expect(code).toHaveAccessibleDescription('Неверно введён код');
  });

  it.each([
    [
      'ru',
      'Получить код',
      'Слишком много попыток. Повторите через 10 минут.',
      'Повторить можно через 10 минут',
    ],
    [
      'uz',
      'Kodni olish',
      'Urinishlar juda koʻp. 10 daqiqadan keyin qayta urinib koʻring.',
      '10 daqiqadan keyin qayta urinish mumkin',
    ],
  ] as const)(
    'after a 429 on "Получить код" (%s) says to wait and how long, and holds the button',
    async (locale, getCode, alert, wait) => {
      await renderScreen(<AuthPage />, {
        locale,
        api: {
          requestCode: refusedWith({
            code: 'codes_for_phone',
            msg: 'Too many codes requested for this phone. Try again later.',
            http_status: 429,
            retry_after: 600,
          }),
        },
      });
      const user = userEvent.setup();
      await user.type(screen.getByRole('textbox'), '935465443');
      await user.click(screen.getByRole('button', { name: getCode }));
      expect(await screen.findByRole('alert')).toHaveTextContent(alert);
      expect(screen.getByRole('button', { name: getCode })).toBeDisabled();
      expect(screen.getByText(wait)).toBeInTheDocument();
    },
  );

  it('tells other refusals from the dictionaries, never in the server’s English', async () => {
    await renderScreen(<AuthPage />, {
      api: {
        requestCode: refusedWith({
          code: 'invalid_phone',
          msg: 'Enter a valid Uzbek phone number: +998 and 9 digits',
          http_status: 400,
        }),
      },
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), '935465443');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Введите номер телефона: 9 цифр после +998');
  });

  it('asks a new user for the profile, each empty field saying so, then registers', async () => {
    const registerProfile = jest.fn(async () => ({ status: 1, msg: 'Profile saved' }));
    const { stores, visits } = await renderScreen(<AuthPage />, {
      api: {
        requestCode: codeSent,
        acceptCode: async () => ({ status: 1, token: 't', user: userDto({ complete: 0 }) }),
        registerProfile,
      },
    });
    stores.auth.setAfterAuthUrl('/order-process');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '935465443');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByRole('textbox', { name: 'Код из SMS' }), '123456');
    // No gender is chosen for the shopper: both offered, neither checked.
    const woman = await screen.findByRole('radio', { name: 'Женщина' });
    const man = screen.getByRole('radio', { name: 'Мужчина' });
    expect(woman).not.toBeChecked();
    expect(man).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(woman).toHaveAccessibleDescription('Выберите пол');
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveAccessibleDescription('Заполните это поле');
    expect(screen.getByRole('textbox', { name: 'Фамилия' })).toHaveAccessibleDescription(
      'Заполните это поле',
    );
    expect(registerProfile).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Имя' }), ' Дилноза ');
    await user.type(screen.getByRole('textbox', { name: 'Фамилия' }), 'Каримова');
    await user.type(screen.getByLabelText('Дата рождения'), '05.05.1995');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(registerProfile).not.toHaveBeenCalled();
    await user.click(man);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(registerProfile).toHaveBeenCalledWith({
      first_name: 'Дилноза',
      last_name: 'Каримова',
      birth_date: '1995-05-05',
      gender: 'male',
    });
    expect(visits).toEqual(['/order-process']);
  });

  it('says at the field that a birth date to come, or before 1900, cannot be, and sends nothing until it is fixed', async () => {
    const registerProfile = jest.fn(async () => ({ status: 1, msg: 'Profile saved' }));
    await renderScreen(<AuthPage />, {
      api: {
        requestCode: codeSent,
        acceptCode: async () => ({ status: 1, token: 't', user: userDto({ complete: 0 }) }),
        registerProfile,
      },
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '935465443');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByRole('textbox', { name: 'Код из SMS' }), '123456');
    await user.type(await screen.findByRole('textbox', { name: 'Имя' }), 'Дилноза');
    await user.type(screen.getByRole('textbox', { name: 'Фамилия' }), 'Каримова');
    await user.click(screen.getByRole('radio', { name: 'Женщина' }));
    // Typed as the shop writes dates, whatever the browser's language: the dots come by themselves.
    const birthDate = screen.getByRole('textbox', { name: 'Дата рождения' });
    expect(birthDate).toHaveAttribute('placeholder', 'дд.мм.гггг');
    const impossible =
      'Проверьте дату рождения: она не может быть позже сегодняшнего дня или раньше 1900 года';
    const unwritten = 'Введите дату в виде дд.мм.гггг, например 31.12.1990';
    for (const [typed, message] of [
      [`0101${new Date().getFullYear() + 1}`, impossible],
      ['31121899', impossible],
      ['3102199', unwritten],
      ['31021990', unwritten],
    ]) {
      await user.clear(birthDate);
      await user.type(birthDate, typed);
      await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
      expect(birthDate).toHaveAccessibleDescription(message);
    }
    expect(registerProfile).not.toHaveBeenCalled();
    await user.clear(birthDate);
    await user.type(birthDate, '12.05.1990');
    expect(birthDate).toHaveValue('12.05.1990');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(registerProfile).toHaveBeenCalledWith(expect.objectContaining({ birth_date: '1990-05-12' }));
  });
});
