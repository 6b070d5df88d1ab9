import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { testStories } from '../testing/stories';
import { digitsOnly, formatExpiry, groupDigits, isExpiryComplete } from './digits';
import { CardNumberInput, CodeInput } from './inputs';
import { formatUzPhone, PhoneInput } from './phone-input';
import * as stories from './inputs.stories';
import { TextField } from './text-field';

// The Typing story types into every input (phone, code, card, expiry) and checks the formatting.
testStories('Inputs', composeStories(stories));

describe('TextField', () => {
  it('ties hint and error to the input', () => {
    render(<TextField label="Имя" hint="Как в паспорте" error="Заполните поле" />);
    const input = screen.getByRole('textbox', { name: 'Имя' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Как в паспорте Заполните поле');
  });
});

describe('CodeInput', () => {
  function CodeForm({ onSend }: { onSend: (code: string) => void }) {
    const [code, setCode] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend(code);
        }}
      >
        <CodeInput label="Код из SMS" length={6} value={code} onChange={setCode} />
      </form>
    );
  }

  it('is focused, a one-time code on the numeric keyboard, and sends its form at the sixth digit', async () => {
    const onSend = jest.fn();
    render(<CodeForm onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Код из SMS' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12345');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(input, '6');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('123456');
    // Pasted whole after a correction: sent once more, with the new code.
    await userEvent.clear(input);
    await userEvent.paste('654321');
    expect(onSend).toHaveBeenLastCalledWith('654321');
  });
});

describe('a field typed into before the app started', () => {
  function SignIn({ onNumber }: { onNumber: (digits: string) => void }) {
    const [digits, setDigits] = useState('');
    return (
      <PhoneInput
        label="Телефон"
        value={digits}
        onChange={(value) => {
          setDigits(value);
          onNumber(value);
        }}
      />
    );
  }

  it('keeps the typed number when the server HTML is hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignIn onNumber={jest.fn()} />);
    document.body.append(container);
    // The shopper types while the app's code is still on its way.
    const field = screen.getByRole('textbox', { name: 'Телефон' }) as HTMLInputElement;
    field.value = '901234567';
    const onNumber = jest.fn();
    await act(async () => {
      hydrateRoot(container, <SignIn onNumber={onNumber} />);
    });
    expect(onNumber).toHaveBeenCalledWith('901234567');
    expect(field).toHaveValue('90 123 45 67');
    container.remove();
  });
});

describe('PhoneInput and CardNumberInput', () => {
  it('show +998 and the formatted number, and ask the browser for the right autofill', () => {
    render(<PhoneInput label="Телефон" value="901234567" onChange={jest.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    expect(input).toHaveValue('90 123 45 67');
    expect(input).toHaveAttribute('type', 'tel');
    expect(screen.getByText('+998')).toBeInTheDocument();
  });

  it('never shows more than 16 card digits', () => {
    render(<CardNumberInput label="Карта" value="12345678901234567890" onChange={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Карта' })).toHaveValue('1234 5678 9012 3456');
    expect(screen.getByRole('textbox', { name: 'Карта' })).toHaveAttribute('autocomplete', 'cc-number');
  });
});

describe('digit helpers', () => {
  it('keep digits, group and format', () => {
    expect(digitsOnly('+998 (90) 12', 20)).toBe('9989012');
    expect(groupDigits('123456789')).toBe('1234 5678 9');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatUzPhone('')).toBe('');
    expect(formatUzPhone('90123')).toBe('90 123');
  });

  it.each([
    ['1227', true],
    ['0130', true],
    ['1327', false],
    ['0027', false],
    ['12', false],
  ])('expiry %s complete: %s', (digits, expected) => expect(isExpiryComplete(digits)).toBe(expected));
});
