/**
 * The API contract, written once (TypeBox): the API validates and serialises with these schemas, its OpenAPI
 * document is generated from them, and the wire types both the API and `@gopharm/api-client` use are their
 * `Static` types (re-exported as types from `@gopharm/util`, so no schema reaches a browser bundle).
 */
export * from './common';
export * from './drug';
export * from './pharmacy';
export * from './cart';
export * from './catalogue';
export * from './content';
export * from './stock-alerts';
export * from './reminders';
export * from './prescriptions';
export * from './account';
export * from './orders';
export * from './vitals';
export * from './search';
export * from './telegram';
