import { Component, type ReactNode } from 'react';
import { type Location, useLocation } from 'react-router';
import { ErrorPage } from './ErrorPage.tsx';

type Props = { location: Location; children: ReactNode };
type State = { error: unknown; location: Location };

/** Catches what a page throws while rendering (its chunk failing to load included); a change of page clears it. */
class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorPage error={this.state.error} />;
  }
}

/**
 * The error page in place of what failed. The shop uses React Router's declarative router, whose routes have no
 * `errorElement` (the data router would cost the first load ~16 KB gzip, docs/decisions.md).
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary location={useLocation()}>{children}</ErrorBoundary>;
}
