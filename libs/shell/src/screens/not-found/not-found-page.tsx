// Through the shell's entry, as the screens that render it for their missing data import it: one copy.
import { NotFoundScreen } from '../../index';

/**
 * The screen of a path no route claims, loaded lazily (a page that is not there is rare): a module of its own, so
 * the build gives it a chunk the server can link. Screens that find their data missing render NotFoundScreen.
 */
export function NotFoundPage() {
  return <NotFoundScreen />;
}
