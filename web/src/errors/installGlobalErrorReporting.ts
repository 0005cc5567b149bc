import { reportAppError } from './reportAppError.ts';

/** Reports what no error boundary sees: errors in event handlers, timers and rejected promises. */
export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (event) => reportAppError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportAppError(event.reason));
}
