export * from './locale/locale';
export * from './routes/route-table';
export * from './routes/match-route';
export * from './routes/canonical-redirect';
export * from './routes/route-error';
export * from './routes/alternates';
export * from './wire';
export * from './ssr/ssr-contract';
