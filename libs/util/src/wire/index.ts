export * from './wire-types';
export * from './card-brand-names';
export * from './wire-limits';
export * from './text-limits';
export * from './rate-limit-setting';
export * from './refusals';
export * from './vital-names';
export * from './request-hygiene';
