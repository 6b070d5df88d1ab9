import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { Tabs } from './tabs';
import * as stories from './tabs.stories';

testStories('Tabs', composeStories(stories));

it('shows the selected panel labelled by its tab, and falls back to the first tab for an unknown id', () => {
  render(
    <Tabs
      label="Инструкция"
      selectedId="nope"
      onSelect={jest.fn()}
      tabs={[
        { id: 'a', label: 'Показания', content: 'A' },
        { id: 'b', label: 'Дозировка', content: 'B' },
      ]}
    />,
  );
  expect(screen.getByRole('tabpanel', { name: 'Показания' })).toHaveTextContent('A');
  expect(screen.getByRole('tab', { name: 'Дозировка' })).toHaveAttribute('tabindex', '-1');
});

/** Four tabs, "Раздел a" to "Раздел d", with `selectedId` selected. */
function renderFourTabs(selectedId: string) {
  return render(
    <Tabs
      label="Инструкция"
      selectedId={selectedId}
      onSelect={jest.fn()}
      tabs={['a', 'b', 'c', 'd'].map((id) => ({ id, label: `Раздел ${id}`, content: id }))}
    />,
  );
}

it('marks the end that hides more tabs when the list is wider than its box, and scrolls it on a click', () => {
  const box = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  const wide = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
  const scrollBy = jest.fn();
  Object.assign(HTMLElement.prototype, { scrollBy });
  const { container } = renderFourTabs('a');
  const bar = container.querySelector('[data-more-end]');
  expect(bar).not.toBeNull();
  expect(container.querySelector('[data-more-start]')).toBeNull();
  // The start keeps its chevron's room, empty: the list never moves under a chevron that comes or goes.
  expect(bar?.querySelectorAll(':scope > button[aria-hidden]')).toHaveLength(2);
  (bar?.querySelector('button[aria-hidden][data-shown]') as HTMLButtonElement).click();
  expect(scrollBy).toHaveBeenCalledWith({ left: 240, behavior: 'smooth' });
  box.mockRestore();
  wide.mockRestore();
});

it('brings the selected tab into view by scrolling its row, never the page', () => {
  const scrollIntoView = jest.fn();
  Object.assign(HTMLElement.prototype, { scrollIntoView });
  // A row 300 px wide showing its first tabs; the selected fourth tab sits at 400-500 px, off its right end.
  const [row, fourth, others] = [
    [0, 300],
    [400, 500],
    [0, 100],
  ];
  const boxes = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const [left, right] =
      this.getAttribute('role') === 'tablist' ? row : this.id.endsWith('-tab-d') ? fourth : others;
    return { left, right, top: 0, bottom: 40, width: right - left, height: 40 } as DOMRect;
  });
  renderFourTabs('d');
  expect(screen.getByRole('tablist').scrollLeft).toBe(200);
  expect(scrollIntoView).not.toHaveBeenCalled();
  boxes.mockRestore();
});
