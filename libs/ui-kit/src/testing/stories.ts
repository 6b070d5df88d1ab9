import { configureAxe } from 'jest-axe';

interface RunnableStory {
  load: () => Promise<void>;
  run: (context?: { canvasElement?: HTMLElement; globals?: Record<string, unknown> }) => Promise<void>;
}

// Colour contrast needs layout, which jsdom lacks (Storybook's a11y addon checks it in the browser); a lone
// component is not a page, so the rule that all content sits in landmarks does not apply.
const axe = configureAxe({
  // Only violations matter here; skipping the details of passes keeps the run fast.
  resultTypes: ['violations'],
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
});

/**
 * Renders every story of a file (portable stories) in Russian and in Uzbek (the `locale` global swaps the
 * texts as the Storybook toolbar does), runs its play function and checks the result with axe.
 */
export function testStories(name: string, stories: Record<string, RunnableStory>) {
  const cases = Object.entries(stories).flatMap(([key, story]) =>
    (['ru', 'uz'] as const).map((locale) => [key, locale, story] as const),
  );
  describe(`${name} stories`, () => {
    // Storybook unmounts a story when the next one runs; unmount the last one too (load runs the cleanups).
    afterAll(async () => {
      await Object.values(stories).at(-1)?.load();
    });
    it.each(cases)('%s (%s) renders, plays and passes axe', async (_key, locale, story) => {
      const canvasElement = document.createElement('div');
      document.body.appendChild(canvasElement);
      try {
        await story.run({ canvasElement, globals: { locale } });
        expect(canvasElement.childElementCount).toBeGreaterThan(0);
        // The preview's locale decorator marks the language it rendered, so both runs are really different.
        expect(canvasElement.querySelector(`[lang="${locale}"]`)).not.toBeNull();
        expect(await axe(document.body)).toHaveNoViolations();
      } finally {
        canvasElement.remove();
      }
    });
  });
}
