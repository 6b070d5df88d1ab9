import { errorScreenFor, isChunkLoadError, type RootStore } from '@gopharm/domain';
import { Component, type ReactNode } from 'react';

interface Props {
  stores: RootStore;
  /** Changes on navigation, so a new page gets a fresh try. */
  resetKey: string;
  notFound: ReactNode;
  serverError: ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * A screen that throws: a failed chunk load reloads the page (at most once a minute), 401 goes to /auth once
 * signed out (as shell's RouteErrorScreen), 404 shows not-found, a network error shows nothing new, anything else the server-error page.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    const { stores } = this.props;
    if (isChunkLoadError(error)) void stores.reloadAfterChunkError();
    else if (errorScreenFor(error) === 'auth' && !stores.auth.token) stores.navigate('/auth');
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const screen = errorScreenFor(error);
    if (screen === 'not-found') return this.props.notFound;
    if (screen === 'none' || (screen === 'auth' && !this.props.stores.auth.token)) return null;
    return this.props.serverError;
  }
}
