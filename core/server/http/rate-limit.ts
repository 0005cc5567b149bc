import type { Middleware } from 'koa';
import { tooManyRequests } from './errors.ts';
import type { RequestState } from './state.ts';

/**
 * Counts attempts per key in fixed windows. In memory, per instance: enough to stop brute force and
 * floods from one client; behind a load balancer each instance applies its own limit.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now = () => Date.now(),
  ) {}

  /** Records an attempt; false when the key is over its limit. */
  hit(key: string): boolean {
    const t = this.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= t) {
      if (this.hits.size > 50_000) this.sweep(t);
      entry = { count: 0, resetAt: t + this.windowMs };
      this.hits.set(key, entry);
    }
    entry.count++;
    return entry.count <= this.limit;
  }

  /** True when the key already used its attempts in the current window (does not count one). */
  exceeded(key: string): boolean {
    const entry = this.hits.get(key);
    return Boolean(entry && entry.resetAt > this.now() && entry.count >= this.limit);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(t: number): void {
    for (const [k, e] of this.hits) if (e.resetAt <= t) this.hits.delete(k);
  }
}

/** Middleware answering 429 when the caller's IP exceeds the limiter. */
export function limitByIp(limiter: RateLimiter, message?: string): Middleware<RequestState> {
  return (ctx, next) => {
    if (!limiter.hit(ctx.ip)) throw tooManyRequests(message);
    return next();
  };
}
