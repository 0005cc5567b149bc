import { tooManyRequests } from '../http/errors.ts';
import { RateLimiter } from '../http/rate-limit.ts';

const WINDOW = 15 * 60 * 1000;
export const MENSAJE_BLOQUEO = 'Demasiados intentos fallidos; espera 15 minutos e inténtalo de nuevo';

/**
 * Failed sign-ins and code attempts: at most 10 per account and 50 per IP in 15 minutes. Only
 * failures count, so a user who signs in correctly is never locked out by their own use.
 */
export class AttemptLimits {
  private readonly perAccount = new RateLimiter(10, WINDOW);
  private readonly perIp = new RateLimiter(50, WINDOW);

  /** Throws 429 when the account or the IP already used up its failures. */
  check(account: string, ip: string): void {
    if (this.perAccount.exceeded(account.toLowerCase()) || this.perIp.exceeded(ip)) throw tooManyRequests(MENSAJE_BLOQUEO);
  }

  fail(account: string, ip: string): void {
    this.perAccount.hit(account.toLowerCase());
    this.perIp.hit(ip);
  }

  succeed(account: string): void {
    this.perAccount.reset(account.toLowerCase());
  }
}
