// The contract's common pieces (@gopharm/util/contract), by the names the routes use.
export {
  CommonQuery as commonQuerySchema,
  Id as idSchema,
  MAX_STORED_ID,
  Slug as slugSchema,
} from '@gopharm/util/contract';

export type Lang = 'ru' | 'uz';
