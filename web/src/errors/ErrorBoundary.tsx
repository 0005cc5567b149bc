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
  /** The key the current attempt was drawn for. */
  resetKey: string;
}

/**
 * Shows the generic error page instead of a blank screen when rendering fails, and reports the
 * failure with its component stack.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  /** A new `resetKey` (another page) draws the children again. */
  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportAppError(error, info.componentStack ?? null);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorNotice /> : this.props.children;
  }
}
