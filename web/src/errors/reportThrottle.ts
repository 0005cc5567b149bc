export interface ReportThrottleOptions {
  /** Most reports sent in any window. */
  maxPerWindow: number;
  windowMs: number;
  now?: () => number;
}

/**
 * Decides whether an error report may be sent: the same error only once per window and at most
 * `maxPerWindow` reports in all, so a render loop or a failing timer cannot flood the server.
 */
export function createReportThrottle({ maxPerWindow, windowMs, now = Date.now }: ReportThrottleOptions) {
  const sent: { key: string; at: number }[] = [];

  return function allow(key: string): boolean {
    const t = now();
    while (sent.length > 0 && t - sent[0].at >= windowMs) sent.shift();
    if (sent.length >= maxPerWindow || sent.some((entry) => entry.key === key)) return false;
    sent.push({ key, at: t });
    return true;
  };
}
