import type { HttpClient } from '../http/http-client';
import type { CategoryDetailDto, CategoryDto } from '@gopharm/util';

// A category as the wire carries it (GET v1/categories), and one with its parent chain (GET v1/category/{key}).
export type { CategoryDetailDto, CategoryDto };

interface CategoriesResponse {
  status: number;
  msg?: string;
  results: CategoryDto[];
}

export function createCategoriesApi(http: HttpClient) {
  return {
    /** GET v1/categories: the category tree; false when the call failed. */
    async getCategories(): Promise<CategoryDto[] | false> {
      const answer = await http.get<CategoriesResponse>('v1/categories');
      if (answer === false) return false;
      return Array.isArray(answer.results) ? answer.results : [];
    },
    /** GET v1/category/{slug-or-id}: one category and its parent chain; null when unknown (404). */
    getCategory(slugOrId: string | number): Promise<CategoryDetailDto | null | false> {
      return http.getOne<CategoryDetailDto>(`v1/category/${encodeURIComponent(String(slugOrId))}`);
    },
  };
}
