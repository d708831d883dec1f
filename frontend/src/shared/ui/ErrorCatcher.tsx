import { Component, type ReactNode } from 'react';

interface ErrorCatcherProps {
  children: ReactNode;
  fallback: (error: unknown) => ReactNode;
}

/** An error boundary: renders `fallback` in place of its children once one of them has thrown while rendering (or failed to load). */
export class ErrorCatcher extends Component<ErrorCatcherProps, { failed: { error: unknown } | null }> {
  state: { failed: { error: unknown } | null } = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error } };
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.failed.error) : this.props.children;
  }
}
