import { readStoredToken } from '../api/token.ts';
import { createReportThrottle } from './reportThrottle.ts';

/** The body of `POST /api/app-errors`. */
export interface AppErrorReport {
  mensaje: string;
  stack: string | null;
  url: string;
  userAgent: string;
  componentStack: string | null;
}

const allow = createReportThrottle({ maxPerWindow: 10, windowMs: 60_000 });

/** The server refuses longer fields; a cut report is still worth more than a refused one. */
const LIMITS = { mensaje: 2000, stack: 20000, url: 2000, userAgent: 500, componentStack: 20000 };

/**
 * Tells the server about a failure in the browser. Fire and forget: it never throws and never
 * waits, because it runs inside error handlers where a second failure would hide the first.
 */
export function reportAppError(error: unknown, componentStack: string | null = null): void {
  try {
    const report: AppErrorReport = {
      mensaje: messageOf(error).slice(0, LIMITS.mensaje),
      stack: error instanceof Error && error.stack ? error.stack.slice(0, LIMITS.stack) : null,
      url: window.location.href.slice(0, LIMITS.url),
      userAgent: window.navigator.userAgent.slice(0, LIMITS.userAgent),
      componentStack: componentStack ? componentStack.slice(0, LIMITS.componentStack) : null,
    };
    if (!allow(report.mensaje)) return;

    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const token = readStoredToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    // keepalive lets the report leave even when the failure is followed by a page unload.
    fetch('/api/app-errors', { method: 'POST', headers, body: JSON.stringify(report), keepalive: true }).catch(() => {});
  } catch {
    // Reporting is best effort; the user already sees the error page.
  }
}

function messageOf(error: unknown): string {
  return describe(error).trim() || 'Error sin mensaje';
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
