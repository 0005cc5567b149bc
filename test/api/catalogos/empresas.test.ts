import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

const empresa = {
  razonSocial: 'Seguros López y Asociados, S.C.',
  rfc: 'sla010203ab1',
  direccion: 'Av. Insurgentes Sur 123, Roma Norte, Cuauhtémoc, Ciudad de México',
  tel1: '525512345678',
  tel2: '5587654321',
  correo1: 'Contacto@SegurosLopez.mx',
  correo2: 'ventas@seguroslopez.mx',
  facebook: 'https://www.facebook.com/seguroslopez',
  youtube: 'https://www.youtube.com/@seguroslopez',
  tiktok: 'https://www.tiktok.com/@seguroslopez',
  twitter: 'https://x.com/seguroslopez',
  web: 'http://seguroslopez.mx',
  logoUrl: '/api/storage/7/empresa/logo.png',
};

const vacia = {
  id: null,
  razonSocial: '',
  rfc: '',
  direccion: '',
  tel1: '',
  tel2: '',
  correo1: '',
  correo2: '',
  facebook: '',
  youtube: '',
  tiktok: '',
  twitter: '',
  web: '',
  logoUrl: '',
};

describe('empresas (company profile)', () => {
  let server: TestServer;
  let agente: Cuenta;
  let usuario: Cuenta;

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    // Any privilege but ROLE_EMPRESA: a user who reads policies, not the company's settings.
    usuario = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_R']);
  });
  after(() => server.close());

  it('answers empty defaults with id null while the agent has no profile', async () => {
    const cuenta = await crearAgente(server);
    const res = await server.api('GET', '/empresas/default', undefined, cuenta.auth);
    expect(res.status).to.equal(200);
    expect(res.body.body).to.deep.equal(vacia);
  });

  it('creates the profile, then updates the same record; RFC upper-cased, e-mails lower-cased', async () => {
    const cuenta = await crearAgente(server);
    const alta = await server.api('POST', '/empresas', empresa, cuenta.auth);
    expect(alta.status).to.equal(200);
    expect(alta.body).to.include({ ok: true, message: 'Datos de la empresa guardados correctamente' });
    const id = alta.body.body.id;
    const leida = await server.api('GET', '/empresas/default', undefined, cuenta.auth);
    expect(leida.body.body).to.deep.equal({ ...empresa, id, rfc: 'SLA010203AB1', correo1: 'contacto@seguroslopez.mx' });

    const cambio = await server.api('POST', '/empresas', { razonSocial: 'Ana López Pérez', rfc: 'LOPA800101AB1', tel1: '5512345678', correo1: 'ana@x.mx' }, cuenta.auth);
    expect(cambio.body.body).to.deep.equal({ id });
    const actual = await server.api('GET', '/empresas/default', undefined, cuenta.auth);
    expect(actual.body.body).to.deep.equal({ ...vacia, id, razonSocial: 'Ana López Pérez', rfc: 'LOPA800101AB1', tel1: '5512345678', correo1: 'ana@x.mx' });
  });

  it('answers every validation message of the form', async () => {
    const casos: [object, string][] = [
      [{ ...empresa, razonSocial: '' }, 'La razón social es obligatoria'],
      [{ ...empresa, razonSocial: 'x'.repeat(301) }, 'La razón social debe tener como máximo 300 caracteres'],
      [{ ...empresa, tel1: '' }, 'El teléfono principal es obligatorio'],
      [{ ...empresa, correo1: '' }, 'El correo principal es obligatorio'],
      [{ ...empresa, rfc: 'SLA0102031' }, 'El RFC debe tener 12 caracteres (persona moral) o 13 (persona física)'],
      [{ ...empresa, rfc: '123456789012' }, 'El RFC no es válido: letras iniciales, 6 dígitos de la fecha y 3 caracteres de homoclave'],
      [{ ...empresa, direccion: 'x'.repeat(501) }, 'La dirección debe tener como máximo 500 caracteres'],
      [{ ...empresa, tel1: '55-1234-5678' }, 'El teléfono principal debe tener 10 dígitos, o 12 con la lada del país (52)'],
      [{ ...empresa, tel1: '12345678901' }, 'El teléfono principal debe tener 10 dígitos, o 12 con la lada del país (52)'],
      [{ ...empresa, tel2: '123' }, 'El segundo teléfono debe tener 10 dígitos, o 12 con la lada del país (52)'],
      [{ ...empresa, correo1: 'contacto' }, 'El correo principal no es un correo válido'],
      [{ ...empresa, correo2: 'ventas@x' }, 'El segundo correo no es un correo válido'],
      [{ ...empresa, correo1: `${'c'.repeat(96)}@x.mx` }, 'El correo principal debe tener como máximo 100 caracteres'],
      [{ ...empresa, facebook: 'javascript:alert(1)' }, 'Facebook debe ser una dirección completa que empiece con http:// o https://'],
      [{ ...empresa, youtube: 'youtube.com/@x' }, 'YouTube debe ser una dirección completa que empiece con http:// o https://'],
      [{ ...empresa, tiktok: 'ftp://tiktok.com/x' }, 'TikTok debe ser una dirección completa que empiece con http:// o https://'],
      [{ ...empresa, twitter: 'https://x.com/a b' }, 'Twitter debe ser una dirección completa que empiece con http:// o https://'],
      [{ ...empresa, web: 'www.seguroslopez.mx' }, 'El sitio web debe ser una dirección completa que empiece con http:// o https://'],
      [{ ...empresa, web: `https://x.mx/${'a'.repeat(490)}` }, 'El sitio web debe tener como máximo 500 caracteres'],
      [{ ...empresa, logoUrl: '//evil.example/logo.png' }, 'El logo debe ser la dirección que devuelve la subida de la imagen'],
      [{ ...empresa, logoUrl: 'data:image/png;base64,AAAA' }, 'El logo debe ser la dirección que devuelve la subida de la imagen'],
      [{ ...empresa, logoUrl: '/polizas' }, 'El logo debe ser la dirección que devuelve la subida de la imagen'],
    ];
    for (const [datos, mensaje] of casos) {
      const res = await server.api('POST', '/empresas', datos, agente.auth);
      expect(res.status, mensaje).to.equal(400);
      expect(res.body).to.include({ ok: false, message: mensaje });
    }
    expect((await server.api('POST', '/empresas', { ...empresa, logoUrl: 'https://cdn.example.mx/logo.jpg' }, agente.auth)).status).to.equal(200);
  });

  it('lets any user of the agent read the profile but only EMPRESA_W save it', async () => {
    await server.api('POST', '/empresas', empresa, agente.auth);
    const leida = await server.api('GET', '/empresas/default', undefined, usuario.auth);
    expect(leida.status).to.equal(200);
    expect(leida.body.body.razonSocial).to.equal(empresa.razonSocial);
    expect((await server.api('POST', '/empresas', empresa, usuario.auth)).status).to.equal(403);
    const editor = await crearUsuarioAdicional(server, agente, ['ROLE_EMPRESA']);
    const guardada = await server.api('POST', '/empresas', { ...empresa, razonSocial: 'Otra Razón' }, editor.auth);
    expect(guardada.status).to.equal(200);
    expect((await server.api('GET', '/empresas/default')).status).to.equal(401);
    expect((await server.api('POST', '/empresas', empresa)).status).to.equal(401);
  });

  it("keeps each agent's profile to itself", async () => {
    const a = await crearAgente(server);
    const b = await crearAgente(server);
    await server.api('POST', '/empresas', empresa, a.auth);
    expect((await server.api('GET', '/empresas/default', undefined, b.auth)).body.body).to.deep.equal(vacia);
    const deB = await server.api('POST', '/empresas', { ...empresa, razonSocial: 'Empresa B' }, b.auth);
    const deA = await server.api('GET', '/empresas/default', undefined, a.auth);
    expect(deA.body.body.razonSocial).to.equal(empresa.razonSocial);
    expect(deA.body.body.id).not.to.equal(deB.body.body.id);
  });
});
