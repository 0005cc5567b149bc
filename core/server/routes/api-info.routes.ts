import type { Config } from '../config.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/envelope.ts';
import { APP_VERSION } from '../version.ts';

/** GET /api/api-info: the shell shows a banner when env is not production. */
export function apiInfoRoutes(router: ApiRouter, config: Config): void {
  router.get('/api-info', { public: true }, (ctx) => {
    ctx.body = ok({ env: config.appEnv, version: APP_VERSION });
  });
}
