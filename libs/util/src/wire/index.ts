export * from './wire-types';
