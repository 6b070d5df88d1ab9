import type { CategoryDto } from '@gopharm/api-client';

/** Builds a category as the wire carries it, for tests. */
export function categoryDto(overrides: Partial<CategoryDto> & { id: number }): CategoryDto {
  const name = overrides.name_ru ?? `Категория ${overrides.id}`;
  return {
    name,
    name_ru: name,
    name_uz: overrides.name_uz ?? `Kategoriya ${overrides.id}`,
    slug: `category-${overrides.id}`,
    parent_id: null,
    childs: [],
    ...overrides,
  };
}
