import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of secrets the product must read back (insurer-portal passwords for the sync,
 * the Todoist token): AES-256-GCM with a random 96-bit IV per value, stored as `v1:<iv>:<tag>:<data>`
 * in base64. The key is derived with HKDF-SHA256 from the installation's secret (JWT_SECRET, or the
 * one generated in DATA_DIR) and a purpose per kind of secret, so no two kinds share a key; rotating
 * the secret makes stored values unreadable: users type them again.
 *
 * `contexto` is authenticated with the value (GCM's additional data): a value copied into another
 * agent's row does not decrypt there.
 */
export interface Cifrado {
  cifrar(texto: string, contexto: string): string;
  /** Throws when the value is malformed, was altered, or was encrypted with another key or context. */
  descifrar(valor: string, contexto: string): string;
}

const VERSION = 'v1';
const ALGORITMO = 'aes-256-gcm';
const BYTES_IV = 12;
const BYTES_TAG = 16;
// Fixed salt: the same secret and purpose must always give the same key, and no other use of the
// secret (signing session tokens) can give this one.
const SAL = 'cartera/cifrado';

/** `proposito` names the kind of secret ('agente_claves.portal_password v1'): each kind gets its own key. */
export function crearCifrado(secreto: string, proposito: string): Cifrado {
  if (!secreto) throw new Error('El cifrado necesita el secreto de la instalación');
  const llave = Buffer.from(hkdfSync('sha256', secreto, SAL, proposito, 32));
  return {
    cifrar(texto, contexto) {
      const iv = randomBytes(BYTES_IV);
      const cipher = createCipheriv(ALGORITMO, llave, iv, { authTagLength: BYTES_TAG });
      cipher.setAAD(Buffer.from(contexto, 'utf8'));
      const datos = Buffer.concat([cipher.update(texto, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), datos].map((parte) => (typeof parte === 'string' ? parte : parte.toString('base64'))).join(':');
    },
    descifrar(valor, contexto) {
      const partes = valor.split(':');
      if (partes.length !== 4 || partes[0] !== VERSION) throw new Error('Valor cifrado con un formato desconocido');
      const [iv, tag, datos] = partes.slice(1).map((p) => Buffer.from(p, 'base64'));
      if (iv.length !== BYTES_IV || tag.length !== BYTES_TAG) throw new Error('Valor cifrado con un formato desconocido');
      const decipher = createDecipheriv(ALGORITMO, llave, iv, { authTagLength: BYTES_TAG });
      decipher.setAAD(Buffer.from(contexto, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(datos), decipher.final()]).toString('utf8');
    },
  };
}

/** The context of an agent's secret: it binds the value to the agent's rows. */
export function contextoDeAgente(agenteId: number): string {
  return `agente:${agenteId}`;
}
