import ClientPGLite from 'knex-pglite';

/** knex method → the SQL command knex's PostgreSQL dialect expects in a response. */
const COMMANDS: Record<string, string> = { del: 'DELETE', counter: 'UPDATE', first: 'SELECT', pluck: 'SELECT' };

interface QueryObject {
  method?: string;
  response: { affectedRows?: number; command?: string };
}

/**
 * knex-pglite names a response's command after knex's method, so `del()` and `increment()` come back
 * as raw result objects instead of the affected-row count pg gives. This maps them as pg would.
 */
export class PgliteClient extends (ClientPGLite as unknown as new (config: unknown) => { processResponse(obj: QueryObject, runner: unknown): unknown }) {
  override processResponse(obj: QueryObject, runner: unknown): unknown {
    const command = obj.method ? COMMANDS[obj.method] : undefined;
    if (!command) return super.processResponse(obj, runner);
    const method = command === 'SELECT' ? obj.method : command.toLowerCase();
    return super.processResponse({ ...obj, method }, runner);
  }
}
