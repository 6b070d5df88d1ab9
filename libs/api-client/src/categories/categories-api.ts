import type { HttpClient } from '../http/http-types';
import type { CategoryDetailDto, CategoryDto } from '@gopharm/util';
import { mapData, type Result } from '../http/result';

// A category as the wire carries it (GET v1/categories), and one with its parent chain (GET v1/category/{key}).
export type { CategoryDetailDto, CategoryDto };

interface CategoriesResponse {
  status: number;
  msg?: string;
  results: CategoryDto[];
}

export function createCategoriesApi(http: HttpClient) {
  return {
    /** GET v1/categories: the category tree. */
    async getCategories(): Promise<Result<CategoryDto[]>> {
      const answer = await http.get<CategoriesResponse>('v1/categories');
      return mapData(answer, (data) => (Array.isArray(data.results) ? data.results : []));
    },
    /** GET v1/category/{slug-or-id}: one category and its parent chain; null when unknown (404). */
    getCategory(slugOrId: string | number): Promise<Result<CategoryDetailDto | null>> {
      return http.getOne<CategoryDetailDto>(`v1/category/${encodeURIComponent(String(slugOrId))}`);
    },
  };
}
