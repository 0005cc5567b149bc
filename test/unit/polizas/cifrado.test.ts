import { expect } from 'chai';
import { contextoDeAgente, crearCifrado } from '../../../plugins/polizas/server/cifrado.ts';

/** Encryption at rest of portal passwords (issue 6; plugins/polizas/server/cifrado.ts). */
describe('polizas: cifrado de contraseñas de portal', () => {
  const cifrado = crearCifrado('secreto-de-prueba');
  const contexto = contextoDeAgente(7);

  it('round-trips any text, accents and emoji included', () => {
    for (const texto of ['Secreto123', ' con espacios ', 'ñandú-Ü €', '🔑'.repeat(25), '']) {
      expect(cifrado.descifrar(cifrado.cifrar(texto, contexto), contexto)).to.equal(texto);
    }
  });

  it('stores v1:<iv>:<tag>:<data> in base64, never the plain text', () => {
    const valor = cifrado.cifrar('Secreto123', contexto);
    const [version, iv, tag, datos] = valor.split(':');
    expect(version).to.equal('v1');
    expect(Buffer.from(iv, 'base64')).to.have.length(12);
    expect(Buffer.from(tag, 'base64')).to.have.length(16);
    expect(Buffer.from(datos, 'base64')).to.have.length('Secreto123'.length);
    expect(valor).to.not.include('Secreto123');
  });

  it('uses a new IV for every value, so equal passwords do not look equal', () => {
    const valores = Array.from({ length: 50 }, () => cifrado.cifrar('misma', contexto));
    expect(new Set(valores).size).to.equal(50);
    expect(new Set(valores.map((v) => v.split(':')[1])).size).to.equal(50);
  });

  it('detects any change to the IV, the tag or the data', () => {
    const [version, iv, tag, datos] = cifrado.cifrar('Secreto123', contexto).split(':');
    const voltear = (b64: string) => {
      const bytes = Buffer.from(b64, 'base64');
      bytes[0] ^= 1;
      return bytes.toString('base64');
    };
    for (const alterado of [
      [version, voltear(iv), tag, datos],
      [version, iv, voltear(tag), datos],
      [version, iv, tag, voltear(datos)],
    ]) {
      expect(() => cifrado.descifrar(alterado.join(':'), contexto)).to.throw();
    }
  });

  it('refuses a value encrypted with another secret', () => {
    const valor = crearCifrado('otro-secreto').cifrar('Secreto123', contexto);
    expect(() => cifrado.descifrar(valor, contexto)).to.throw();
  });

  it('refuses a value moved to another agent (the context is authenticated)', () => {
    const valor = cifrado.cifrar('Secreto123', contexto);
    expect(() => cifrado.descifrar(valor, contextoDeAgente(8))).to.throw();
  });

  it('refuses malformed values with a clear error', () => {
    for (const valor of ['', 'Secreto123', 'v2:a:b:c', 'v1:AAAA:BBBB', 'v1:AAAA:BBBB:CCCC']) {
      expect(() => cifrado.descifrar(valor, contexto)).to.throw(/formato desconocido/);
    }
  });

  it('needs a secret', () => {
    expect(() => crearCifrado('')).to.throw(/secreto/);
  });
});
