import { expect, userEvent, within } from 'storybook/test';

// What many stories set the same way. For the stories only (they run in Storybook and in the specs).

/** The phone viewport of `.storybook/preview.tsx`: the `globals` of the `Mobile` stories. */
export const phoneViewport = { viewport: { value: 'mobile', isRotated: false } };

/**
 * The story in Uzbek, with `uz` merged over the meta's Uzbek args (`parameters.locales.uz`): the
 * `LongUzbekText` stories, which check that the longest Uzbek texts still fit.
 */
export function inUzbek(uz: Record<string, unknown>) {
  return { globals: { locale: 'uz' }, parameters: { locales: { uz } } };
}

/** A play function: a click on the story's one button calls its `onClick` once. */
export async function clickCallsOnClickOnce({
  canvasElement,
  args,
}: {
  canvasElement: HTMLElement;
  args: { onClick?: unknown };
}) {
  await userEvent.click(within(canvasElement).getByRole('button'));
  await expect(args.onClick).toHaveBeenCalledTimes(1);
}
