import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt with OWASP's parameters (N=2^17, r=8, p=1): no native addon to build (docs/adr/007).
 * The stored form carries its parameters, so the cost can rise later without breaking old hashes.
 */
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (err, key) => (err ? reject(err) : resolve(key))));
}

export async function hashPassword(password: string, logN = 17): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, 8, 1);
  return `scrypt$${logN}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** `costoSinCuenta`: the configured cost, spent when there is no account, so timing reveals none. */
export async function verifyPassword(password: string, stored: string | null, costoSinCuenta = 17): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Same work as a real check, so response time does not reveal whether the account exists.
    await derive(password, randomBytes(16), costoSinCuenta, 8, 1);
    return false;
  }
  const [, logN, r, p, salt, key] = parts;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
