export { LoadError } from './load-error';
