import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { inputLabels } from '../testing/fixtures';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { isExpiryComplete } from './digits';
import { CardNumberInput, CodeInput, DateInput, ExpiryInput } from './inputs';
import { PhoneInput } from './phone-input';
import { TextField } from './text-field';

type Labels = typeof inputLabels.ru;

interface FormDemoProps {
  labels: Labels;
  initial?: { phone?: string; code?: string; card?: string; expiry?: string; name?: string; birth?: string };
  showErrors?: boolean;
}

/** Every input of the kit, as the auth and card forms use them. */
function FormDemo({ labels, initial = {}, showErrors }: FormDemoProps) {
  const [phone, setPhone] = useState(initial.phone ?? '');
  const [code, setCode] = useState(initial.code ?? '');
  const [card, setCard] = useState(initial.card ?? '');
  const [expiry, setExpiry] = useState(initial.expiry ?? '');
  const [name, setName] = useState(initial.name ?? '');
  const [birth, setBirth] = useState(initial.birth ?? '');
  const expiryError =
    showErrors && expiry.length === 4 && !isExpiryComplete(expiry) ? labels.expiryError : undefined;
  return (
    <form style={{ display: 'grid', gap: 16, maxWidth: 360 }} onSubmit={(event) => event.preventDefault()}>
      <TextField
        label={labels.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="given-name"
      />
      <DateInput
        label={labels.birthDate}
        placeholder={labels.birthDateFormat}
        value={birth}
        onChange={setBirth}
        autoComplete="bday"
      />
      <PhoneInput label={labels.phone} hint={labels.phoneHint} value={phone} onChange={setPhone} />
      <CodeInput
        label={labels.code}
        length={6}
        value={code}
        onChange={setCode}
        error={showErrors ? labels.wrongCode : undefined}
      />
      <CardNumberInput label={labels.card} value={card} onChange={setCard} />
      <ExpiryInput
        label={labels.expiry}
        value={expiry}
        onChange={setExpiry}
        error={expiryError}
        placeholder="MM/YY"
      />
    </form>
  );
}

const meta = {
  title: 'Forms/Inputs',
  component: FormDemo,
  args: { labels: inputLabels.ru },
  parameters: { locales: { uz: { labels: inputLabels.uz } } },
} satisfies Meta<typeof FormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: {
    initial: {
      name: 'Дилноза',
      birth: '1990-05-12',
      phone: '901234567',
      code: '123456',
      card: '8600123412341234',
      expiry: '1227',
    },
  },
};

export const Errors: Story = {
  args: { showErrors: true, initial: { code: '1111', expiry: '1327' } },
};

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: /Номер телефона|Telefon raqami/ });
    await userEvent.type(phone, '901234567');
    await expect(phone).toHaveValue('90 123 45 67');
    await userEvent.clear(phone);
    await userEvent.paste('+998 (90) 765-43-21');
    await expect(phone).toHaveValue('90 765 43 21');
    const code = canvas.getByRole('textbox', { name: /SMS/ });
    await userEvent.type(code, '12ab34');
    await expect(code).toHaveValue('1234');
    const card = canvas.getByRole('textbox', { name: /Номер карты|Karta raqami/ });
    await userEvent.type(card, '86001234x5678901299');
    await expect(card).toHaveValue('8600 1234 5678 9012');
    const expiry = canvas.getByRole('textbox', { name: /мм\/гг|oo\/yy/ });
    await userEvent.type(expiry, '1227');
    await expect(expiry).toHaveValue('12/27');
    // A date as the shop writes it, whatever the browser's language: the dots come by themselves.
    const birth = canvas.getByRole('textbox', { name: /Дата рождения|Tugʻilgan sana/ });
    await userEvent.type(birth, '12051990');
    await expect(birth).toHaveValue('12.05.1990');
  },
};

export const LongUzbekText: Story = inUzbek({
  labels: {
    ...inputLabels.uz,
    phone: 'Roʻyxatdan oʻtish uchun mobil telefon raqamingizni kiriting',
    phoneHint: 'Koʻrsatilgan raqamga bir martalik tasdiqlash kodi yozilgan SMS xabar yuboriladi',
  },
});

export const Mobile: Story = { globals: phoneViewport };
