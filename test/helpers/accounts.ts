import type { LoginBody } from '../../core/shared/auth/contract.ts';
import { codeFrom, ultimoCorreoA } from './smtp.ts';
import type { TestServer } from './server.ts';

let seq = 0;

/** A unique e-mail for a test account. */
export function correoUnico(prefijo = 'agente'): string {
  return `${prefijo}.${process.pid}.${Date.now()}.${++seq}@prueba.mx`;
}

/** The six-digit code of the newest e-mail sent to `correo`, as the test SMTP server received it. */
export async function ultimoCodigo(correo: string): Promise<string> {
  return codeFrom((await ultimoCorreoA(correo)).text);
}

export interface Cuenta {
  correo: string;
  password: string;
  login: LoginBody;
  /** Authorization header for the account's token. */
  auth: Record<string, string>;
}

/** Registers and activates an agent through the API, as a person would. */
export async function crearAgente(server: TestServer, datos: { correo?: string; password?: string; nombre?: string } = {}): Promise<Cuenta> {
  const correo = datos.correo ?? correoUnico();
  const password = datos.password ?? 'Secreto123';
  const reg = await server.api('POST', '/agentes', { correo, nombre: datos.nombre ?? 'Ana', apPaterno: 'López', apMaterno: 'Pérez', cedula: 'C123' });
  if (!reg.body.ok) throw new Error(`registro: ${reg.body.message}`);
  return activar(server, correo, password);
}

/** Activates a pending user with the code mailed to it. */
export async function activar(server: TestServer, correo: string, password = 'Secreto123'): Promise<Cuenta> {
  const res = await server.api('POST', '/usuarios/activate', { correo, codigo: await ultimoCodigo(correo), password });
  if (!res.body.ok) throw new Error(`activación: ${res.body.message}`);
  return { correo, password, login: res.body.body, auth: { authorization: `Bearer ${res.body.body.token}` } };
}

/** Creates an additional user of `principal` with the given roles and activates it. */
export async function crearUsuarioAdicional(server: TestServer, principal: Cuenta, roles: string[]): Promise<Cuenta & { id: number }> {
  const correo = correoUnico('usuario');
  const res = await server.api('POST', '/usuarios', { correo, nombres: 'Beto', apPat: 'Ruiz', apMat: 'Soto', celular: '5512345678', status: 'activo', roles }, principal.auth);
  if (!res.body.ok) throw new Error(`alta de usuario: ${res.body.message}`);
  return { ...(await activar(server, correo)), id: res.body.body.id };
}
