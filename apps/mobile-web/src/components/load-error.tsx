// The section-failed-to-load state is shared with desktop.
export { LoadError } from '@gopharm/shell/screens/load-error';
