import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorNotice } from './ErrorNotice.tsx';
import { reportAppError } from './reportAppError.ts';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When it changes (the user navigated), a failed boundary tries its children again. */
  resetKey: string;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/**
 * Shows the generic error page instead of a blank screen when rendering fails, and reports the
 * failure with its component stack.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportAppError(error, info.componentStack ?? null);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorNotice /> : this.props.children;
  }
}
