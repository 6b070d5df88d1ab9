import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { orderSuccessLabels } from '../testing/fixtures';
import { testStories } from '../testing/stories';
import { OrderSuccessDialog } from './order-success-dialog';
import * as stories from './order-success-dialog.stories';

testStories('OrderSuccessDialog', composeStories(stories));

describe('OrderSuccessDialog', () => {
  it('shows the spec texts: title, number, nth order and the 30 minutes saved', () => {
    render(<OrderSuccessDialog open onClose={jest.fn()} labels={orderSuccessLabels.ru} />);
    expect(screen.getByRole('dialog', { name: 'Заказ оформлен!' })).toBeInTheDocument();
    expect(screen.getByText('Номер заказа: 10452')).toBeInTheDocument();
    expect(screen.getByText('Это ваш 3-й заказ')).toBeInTheDocument();
    expect(screen.getByText('Вы сэкономили 30 минут')).toBeInTheDocument();
  });

  it("lists a pick-up order's notes: the pharmacy, when it is ready, the prescription", () => {
    const notes = ['Заберите заказ в аптеке: Аптека 1, ул. 1', 'Возьмите с собой рецепт'];
    render(<OrderSuccessDialog open onClose={jest.fn()} labels={{ ...orderSuccessLabels.ru, notes }} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(notes);
  });

  it('is a bottom sheet on phones', () => {
    render(<OrderSuccessDialog open size="mobile" onClose={jest.fn()} labels={orderSuccessLabels.ru} />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-variant', 'sheet');
  });
});
