import type { Knex } from 'knex';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import { ColaDeHash } from './cola-de-hash.ts';
import type { SuscripcionesHooks } from './hooks.ts';
import { Contadores } from './limits.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export interface AuthDeps {
  knex: Knex;
  config: Config;
  mailer: Mailer;
  hooks: () => SuscripcionesHooks | null;
  /** scrypt cost (log2 N); lowered only by tests. */
  hashCost?: number;
  colaDeHash?: ColaDeHash;
}

/** What every identity route uses: the database, mail, attempt counters and the hashing queue. */
export interface AuthContexto {
  knex: Knex;
  config: Config;
  mailer: Mailer;
  hooks: () => SuscripcionesHooks | null;
  secret: string;
  contadores: Contadores;
  hash(password: string): Promise<string>;
  verificar(password: string, guardado: string | null): Promise<boolean>;
}

export function authContexto(deps: AuthDeps): AuthContexto {
  // Hashing runs in turns and outside any transaction: it never holds a database connection.
  const cola = deps.colaDeHash ?? new ColaDeHash();
  return {
    knex: deps.knex,
    config: deps.config,
    mailer: deps.mailer,
    hooks: deps.hooks,
    secret: deps.config.jwtSecret,
    contadores: new Contadores(deps.knex, deps.config.jwtSecret),
    hash: (password) => cola.turno(() => hashPassword(password, deps.hashCost)),
    verificar: (password, guardado) => cola.turno(() => verifyPassword(password, guardado, deps.hashCost)),
  };
}

export const MENSAJES = {
  credenciales: 'Correo o contraseña incorrectos',
  inactivo: 'Tu usuario está inactivo; pide al usuario principal de tu cuenta que lo active',
  correoTomado: 'El correo ya está registrado',
  correoInvalido: 'El correo no es válido',
  codigo: 'El código no es válido o ya expiró; solicita uno nuevo',
  registro: 'Te enviamos un correo con tu código de activación',
  activada: 'Tu cuenta está activa',
  restaurar: 'Si el correo está registrado, te enviamos un código para restablecer tu contraseña',
  restaurado: 'Tu contraseña se actualizó; ya puedes iniciar sesión',
  passwordActual: 'La contraseña actual no es correcta',
  passwordCambiado: 'Tu contraseña se actualizó correctamente',
  sesionCerrada: 'Cerraste tu sesión',
  correoConfirmado: 'Tu correo se actualizó; inicia sesión con el nuevo',
};

export function isEmptyBody(body: unknown): boolean {
  return body === undefined || body === null || (typeof body === 'object' && Object.keys(body as object).length === 0);
}
