import type { HttpClient } from '../http/http-client';

/** A category as the wire carries it (GET v1/categories). */
export interface CategoryDto {
  id: number;
  name: string;
  name_ru: string;
  name_uz: string;
  slug: string;
  parent_id: number | null;
  childs: CategoryDto[];
}

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
  };
}
