export { AppError } from './http/app-error';
export type { ApiClientConfig } from './http/http-client';
export type { CategoryDto } from './categories/categories-api';
export { createApiClient, type ApiClient } from './api-client';
