import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type AppEnv = 'production' | 'qa' | 'development';

/** Where stored files live: DATA_DIR/storage (the default) or an S3-compatible bucket (docs/adr/045-almacenamiento-s3.md). */
export type ConfigStorage =
  { tipo: 'disk' } | { tipo: 's3'; endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when empty the embedded PGlite database in dataDir is used. */
  databaseUrl: string;
  jwtSecret: string;
  publicUrl: string;
  appEnv: AppEnv;
  smtpUrl: string;
  mailFrom: string;
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  stripeApiBase: string;
  todoistApiBase: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Largest JSON/form body accepted, in bytes. */
  bodyLimitBytes: number;
  /** Largest uploaded file accepted, in bytes. */
  uploadLimitBytes: number;
  /** scrypt cost as log2(N): 17 is OWASP's recommendation; tests lower it to run fast. */
  passwordHashCost: number;
  /** Proxies in front of the app whose X-Forwarded-For is believed (0: none, the socket's address is the client's). */
  trustProxy: number;
  /** How long a stop (SIGTERM) waits for requests in flight before closing their connections. */
  shutdownTimeoutMs: number;
  /** STORAGE and the S3_* variables. */
  storage: ConfigStorage;
  /** How far V8 lets the heap grow past what survived its last full collection, in percent (0: V8's own rule). */
  heapGrowingPercent: number;
}

type Env = Record<string, string | undefined>;

const APP_ENVS: AppEnv[] = ['production', 'qa', 'development'];
const LOG_LEVELS: Config['logLevel'][] = ['debug', 'info', 'warn', 'error', 'silent'];

function pick<T extends string>(value: string | undefined, allowed: T[], fallback: T, name: string): T {
  if (!value) return fallback;
  if ((allowed as string[]).includes(value)) return value as T;
  throw new Error(`${name}=${value} no es válido; valores permitidos: ${allowed.join(', ')}`);
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT=${value} no es un puerto válido`);
  return n;
}

/** The secret signs session tokens; when none is configured one is generated once and kept in DATA_DIR. */
function jwtSecret(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function hashCost(value: string | undefined): number {
  if (!value) return 17;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 10 || n > 20) throw new Error(`PASSWORD_HASH_COST=${value} debe ser un entero entre 10 y 20`);
  return n;
}

function proxies(value: string | undefined): number {
  if (!value) return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10) throw new Error(`TRUST_PROXY=${value} debe ser el número de proxies de confianza delante de la aplicación, un entero entre 0 y 10`);
  return n;
}

function segundosDeApagado(value: string | undefined): number {
  if (!value) return 25_000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 600) throw new Error(`SHUTDOWN_TIMEOUT_S=${value} debe ser un entero de segundos entre 1 y 600`);
  return n * 1000;
}

function crecimientoDelHeap(value: string | undefined): number {
  if (value === undefined || value === '') return 30;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 400) throw new Error(`HEAP_GROWING_PERCENT=${value} debe ser un porcentaje entero entre 0 y 400 (0: la regla propia de V8)`);
  return n;
}

function megabytes(value: string | undefined): number {
  if (!value) return 20;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1024) throw new Error(`UPLOAD_LIMIT_MB=${value} debe ser un entero entre 1 y 1024`);
  return n;
}

const BUCKET_S3 = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function verdadero(value: string | undefined, nombre: string, fallback: boolean): boolean {
  if (!value) return fallback;
  if (['true', '1'].includes(value)) return true;
  if (['false', '0'].includes(value)) return false;
  throw new Error(`${nombre}=${value} no es válido; usa true o false`);
}

/**
 * SMTP_URL as nodemailer reads it. A mistyped one stops the start, rather than failing each message
 * later; the value is not repeated, since it holds the mailbox's contraseña.
 */
function smtpUrl(valor = ''): string {
  if (valor && !(/^smtps?:\/\/[^/\s]+/.test(valor) && URL.canParse(valor)))
    throw new Error('SMTP_URL no es válido; usa una dirección como smtp://usuario:contraseña@servidor:587 o smtps://servidor:465');
  return valor;
}

/** STORAGE=s3 needs its bucket and keys; a wrong value stops the start here, before anything is served. */
function storage(env: Env): ConfigStorage {
  if (pick(env.STORAGE, ['disk', 's3'], 'disk', 'STORAGE') === 'disk') return { tipo: 'disk' };
  const faltan = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((nombre) => !env[nombre]);
  if (faltan.length) throw new Error(`Con STORAGE=s3 falta configurar ${faltan.join(', ')}`);
  const endpoint = env.S3_ENDPOINT || '';
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint))
    throw new Error(`S3_ENDPOINT=${endpoint} no es válido; usa una dirección como https://s3.ejemplo.mx o http://127.0.0.1:9000`);
  const bucket = env.S3_BUCKET ?? '';
  if (!BUCKET_S3.test(bucket)) throw new Error(`S3_BUCKET=${bucket} no es un nombre de bucket válido: de 3 a 63 minúsculas, números, puntos o guiones`);
  return {
    tipo: 's3',
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    bucket,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    // Services other than AWS (MinIO, Ceph, a local stand-in) mostly answer only path-style addresses.
    forcePathStyle: verdadero(env.S3_FORCE_PATH_STYLE, 'S3_FORCE_PATH_STYLE', Boolean(endpoint)),
  };
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const p = port(env.PORT);
  return {
    port: p,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || '',
    jwtSecret: jwtSecret(env, dataDir),
    publicUrl: env.PUBLIC_URL || `http://localhost:${p}`,
    appEnv: pick(env.APP_ENV, APP_ENVS, 'development', 'APP_ENV'),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || 'Cartera <no-responder@cartera.local>',
    stripeSecretKey: env.STRIPE_SECRET_KEY || '',
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || '',
    stripeApiBase: env.STRIPE_API_BASE || '',
    todoistApiBase: env.TODOIST_API_BASE || 'https://api.todoist.com',
    logLevel: pick(env.LOG_LEVEL, LOG_LEVELS, 'info', 'LOG_LEVEL'),
    bodyLimitBytes: 1024 * 1024,
    uploadLimitBytes: megabytes(env.UPLOAD_LIMIT_MB) * 1024 * 1024,
    passwordHashCost: hashCost(env.PASSWORD_HASH_COST),
    trustProxy: proxies(env.TRUST_PROXY),
    shutdownTimeoutMs: segundosDeApagado(env.SHUTDOWN_TIMEOUT_S),
    storage: storage(env),
    heapGrowingPercent: crecimientoDelHeap(env.HEAP_GROWING_PERCENT),
  };
}
