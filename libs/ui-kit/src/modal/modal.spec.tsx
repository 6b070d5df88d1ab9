import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { Modal } from './modal';
import * as stories from './modal.stories';

// FocusTrap's play function checks Tab wrapping, Escape and focus return.
testStories('Modal', composeStories(stories));

describe('Modal', () => {
  it('renders nothing when closed', () => {
    render(
      <Modal open={false} onClose={jest.fn()} title="T" closeLabel="Закрыть">
        body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog that closes on the backdrop and the × button, and locks page scroll', () => {
    const onClose = jest.fn();
    const { unmount } = render(
      <Modal open onClose={onClose} title="Выбор региона" closeLabel="Закрыть">
        text
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Выбор региона' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.mouseDown(dialog.parentElement as Element);
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it("is put on the page's body, so a part of the page that stacks on its own cannot keep its shade under the bars", () => {
    const { container } = render(
      <div className="sticky-part">
        <Modal open onClose={jest.fn()} title="T" closeLabel="Закрыть">
          text
        </Modal>
      </div>,
    );
    const backdrop = screen.getByRole('dialog').parentElement;
    expect(container).not.toContainElement(backdrop);
    expect(backdrop?.parentElement).toBe(document.body);
  });

  it('keeps focus on the dialog when it holds nothing focusable', () => {
    render(
      <Modal open onClose={jest.fn()} title="T" closeLabel="Закрыть">
        text
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
  });
});
