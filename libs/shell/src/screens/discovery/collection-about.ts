/** Letters and digits only, lower case: "Хиты продаж!" and "хиты  продаж" read the same. */
const bare = (text: string) => text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * What a collection's description adds to its title, or null when it says nothing more (empty, or the title
 * again): a card and the collection's page then show the title alone instead of repeating it.
 */
export function collectionAbout(title: string, description: string): string | null {
  const text = description.trim();
  const rest = bare(text);
  return rest && rest !== bare(title) ? text : null;
}
