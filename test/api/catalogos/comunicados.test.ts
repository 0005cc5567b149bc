import { expect } from 'chai';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

const XSS = [
  '<p onclick="alert(1)">Hola <strong>equipo</strong></p>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)></svg>',
  '<scr<script>ipt>alert(1)</script>',
  '<a href="javascript:alert(1)">malo</a>',
  '<a href="&#106;avascript:alert(1)">codificado</a>',
  '<a href="https://cartera.mx/novedades" onmouseover="alert(1)">bueno</a>',
  '<SCRIPT>robar()</SCRIPT><style>p{}</style><!-- nota -->',
  '<ul><li>sin cerrar',
].join('');

const LIMPIO =
  '<p>Hola <strong>equipo</strong></p>ipt&gt;alert(1)malocodificado' +
  '<a href="https://cartera.mx/novedades" rel="noopener noreferrer" target="_blank">bueno</a><ul><li>sin cerrar</li></ul>';

describe('comunicados (announcements)', () => {
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  let usuario: Cuenta;

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    otro = await crearAgente(server);
    usuario = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
  });
  after(() => server.close());

  const publicar = async (cuenta: Cuenta, datos: object) => {
    const res = await server.api('POST', '/comunicados', datos, cuenta.auth);
    expect(res.status, res.body.message).to.equal(200);
    return res.body.body.id as number;
  };
  const visibles = async (cuenta: Cuenta) =>
    (await server.api('GET', '/comunicados', undefined, cuenta.auth)).body.body as { id: number; texto: string; actionUrl: string | null }[];

  it("shows every agent the product's announcements", async () => {
    const bienvenida = (await visibles(otro)).find((c) => c.actionUrl === '/comofunciona');
    expect(bienvenida?.texto).to.contain('Bienvenido a Cartera');
  });

  it('stores the HTML sanitised: no script reaches another user', async () => {
    const res = await server.api('POST', '/comunicados', { texto: XSS, actionUrl: '/polizas' }, agente.auth);
    expect(res.body).to.include({ ok: true, message: 'Comunicado guardado correctamente' });
    const id = res.body.body.id;
    const detalle = await server.api('GET', `/comunicados/${id}`, undefined, agente.auth);
    expect(detalle.body.body).to.include({ id, texto: LIMPIO, actionUrl: '/polizas', publicado: true, publicadoA: null });
    expect(detalle.body.body.publicadoDe).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [primero] = await visibles(usuario);
    expect(primero).to.deep.equal({ id, texto: LIMPIO, actionUrl: '/polizas' });
    const editado = await server.api('PUT', `/comunicados/${id}`, { texto: '<p>Nuevo<iframe src="https://x.mx"></iframe></p>' }, agente.auth);
    expect(editado.body).to.deep.include({ ok: true, body: { id } });
    expect((await server.api('GET', `/comunicados/${id}`, undefined, agente.auth)).body.body).to.include({ texto: '<p>Nuevo</p>', actionUrl: null });
  });

  it("keeps an agent's announcements from other agents, and product ones out of an agent's reach", async () => {
    const id = await publicar(agente, { texto: '<p>Solo para mi equipo</p>' });
    expect((await visibles(otro)).map((c) => c.id)).not.to.include(id);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { texto: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await server.api(method, `/comunicados/${id}`, body, otro.auth);
      expect(res.status, method).to.equal(404);
      expect(res.body.message).to.equal('El comunicado no existe');
    }
    const admin = await server.api('GET', '/comunicados/admin?size=-1', undefined, otro.auth);
    expect(admin.body.body.items.map((c: { id: number }) => c.id)).not.to.include(id);
    const producto = (await visibles(agente)).find((c) => c.actionUrl === '/comofunciona');
    if (!producto) expect.fail('Falta el comunicado de bienvenida del producto');
    expect((await server.api('PUT', `/comunicados/${producto.id}`, { texto: 'secuestrado' }, agente.auth)).status).to.equal(404);
    expect((await server.api('DELETE', `/comunicados/${producto.id}`, undefined, agente.auth)).status).to.equal(404);
    expect((await visibles(otro)).find((c) => c.id === producto.id)?.texto).to.contain('Bienvenido');
  });

  it('refuses the API role any write to the product announcements and shows it no other agent rows', async () => {
    const db = await getTestDatabase();
    const agenteId = agente.login.agenteId;
    await publicar(agente, { texto: 'privado' });
    let error: unknown;
    try {
      await withTenant(db.knex, agenteId, (trx) => trx('comunicados_producto').insert({ texto: 'falso' }));
    } catch (err) {
      error = err;
    }
    expect(String(error)).to.match(/permission denied/);
    const vistos = await withTenant(db.knex, otro.login.agenteId, (trx) => trx('comunicados_agente').distinct('agente_id').pluck('agente_id'));
    expect(vistos.filter((id: number) => id !== otro.login.agenteId)).to.deep.equal([]);
  });

  it('lists the agent’s announcements newest first with paging and a text filter', async () => {
    const cuenta = await crearAgente(server);
    const ids = [];
    for (const [n, de] of [
      ['uno', '2026-01-01 09:00'],
      ['dos', '2026-02-01 09:00'],
      ['tres', '2026-03-01 09:00:30'],
    ])
      ids.push(await publicar(cuenta, { texto: `<p>Aviso ${n}</p>`, publicadoDe: de }));
    const pagina = await server.api('GET', '/comunicados/admin?size=2', undefined, cuenta.auth);
    expect(pagina.body.body).to.include({ totalItems: 3, currentPage: 1, totalPages: 2, pageSize: 2 });
    expect(pagina.body.body.items.map((c: { id: number }) => c.id)).to.deep.equal([ids[2], ids[1]]);
    expect(pagina.body.body.items[0]).to.deep.include({ publicadoDe: '2026-03-01 09:00:30', publicadoA: null });
    const filtro = await server.api('GET', '/comunicados/admin?texto[cn]=DOS', undefined, cuenta.auth);
    expect(filtro.body.body.items.map((c: { id: number }) => c.id)).to.deep.equal([ids[1]]);
    expect((await server.api('GET', '/comunicados/admin?autor=x', undefined, cuenta.auth)).status).to.equal(400);
  });

  it('shows users only announcements inside their publication window', async () => {
    const futuro = await publicar(agente, { texto: 'Mañana', publicadoDe: '2099-01-01 00:00' });
    const vencido = await publicar(agente, { texto: 'Ayer', publicadoDe: '2020-01-01 00:00', publicadoA: '2020-01-02 00:00' });
    const vigente = await publicar(agente, { texto: 'Hoy', publicadoDe: '2020-01-01T08:30', publicadoA: '2099-12-31 23:59:59' });
    const ids = (await visibles(usuario)).map((c) => c.id);
    expect(ids).to.include(vigente);
    expect(ids).not.to.include(futuro);
    expect(ids).not.to.include(vencido);
    const admin = await server.api('GET', '/comunicados/admin?size=-1', undefined, agente.auth);
    const estado = Object.fromEntries(admin.body.body.items.map((c: { id: number; publicado: boolean }) => [c.id, c.publicado]));
    expect(estado).to.include({ [futuro]: false, [vencido]: false, [vigente]: true });
    expect((await server.api('GET', `/comunicados/${vigente}`, undefined, agente.auth)).body.body).to.include({
      publicadoDe: '2020-01-01 08:30:00',
      publicadoA: '2099-12-31 23:59:59',
    });
  });

  it('answers every validation message of the form', async () => {
    const casos: [object, string][] = [
      [{}, 'El texto es obligatorio'],
      [{ texto: '<script>alert(1)</script><p> </p>' }, 'El comunicado no tiene texto visible; escribe su contenido'],
      [{ texto: 'x'.repeat(20001) }, 'El texto debe tener como máximo 20000 caracteres'],
      [{ texto: 'a', actionUrl: 'javascript:alert(1)' }, 'El enlace debe ser una ruta de Cartera que empiece con / o una dirección que empiece con http:// o https://'],
      [{ texto: 'a', actionUrl: '//evil.example' }, 'El enlace debe ser una ruta de Cartera que empiece con / o una dirección que empiece con http:// o https://'],
      [{ texto: 'a', actionUrl: '/\\evil.example' }, 'El enlace debe ser una ruta de Cartera que empiece con / o una dirección que empiece con http:// o https://'],
      [{ texto: 'a', actionUrl: `/${'x'.repeat(500)}` }, 'El enlace debe tener como máximo 500 caracteres'],
      [{ texto: 'a', publicadoDe: '2026-02-30 10:00' }, 'La fecha de inicio debe ser una fecha y hora válida (yyyy-MM-dd HH:mm)'],
      [{ texto: 'a', publicadoDe: 'mañana' }, 'La fecha de inicio debe ser una fecha y hora válida (yyyy-MM-dd HH:mm)'],
      [{ texto: 'a', publicadoA: '2026-01-01 24:00' }, 'La fecha de fin debe ser una fecha y hora válida (yyyy-MM-dd HH:mm)'],
      [{ texto: 'a', publicadoDe: '2026-05-01 10:00', publicadoA: '2026-05-01 10:00' }, 'La fecha de fin debe ser posterior a la de inicio'],
      [{ texto: 'a', publicadoA: '2020-01-01 00:00' }, 'La fecha de fin debe ser posterior a la de inicio'],
    ];
    for (const [datos, mensaje] of casos) {
      const res = await server.api('POST', '/comunicados', datos, agente.auth);
      expect(res.status, mensaje).to.equal(400);
      expect(res.body).to.include({ ok: false, message: mensaje });
    }
    expect((await server.api('POST', '/comunicados', { texto: 'a', actionUrl: 'https://cartera.mx/ayuda' }, agente.auth)).status).to.equal(200);
  });

  it('deletes an announcement', async () => {
    const id = await publicar(agente, { texto: 'Temporal' });
    const res = await server.api('DELETE', `/comunicados/${id}`, undefined, agente.auth);
    expect(res.body).to.deep.include({ ok: true, message: 'Comunicado eliminado correctamente', body: { id } });
    expect((await server.api('GET', `/comunicados/${id}`, undefined, agente.auth)).status).to.equal(404);
    expect((await server.api('DELETE', `/comunicados/${id}`, undefined, agente.auth)).status).to.equal(404);
    expect((await server.api('GET', '/comunicados/abc', undefined, agente.auth)).status).to.equal(404);
  });

  it('lets only COMUNICADOS_R or _W administer, and refuses callers without a session', async () => {
    const id = await publicar(agente, { texto: 'Interno' });
    expect((await server.api('GET', '/comunicados', undefined, usuario.auth)).status).to.equal(200);
    expect((await server.api('GET', '/comunicados/admin', undefined, usuario.auth)).status).to.equal(403);
    expect((await server.api('GET', `/comunicados/${id}`, undefined, usuario.auth)).status).to.equal(403);
    expect((await server.api('POST', '/comunicados', { texto: 'x' }, usuario.auth)).status).to.equal(403);
    expect((await server.api('PUT', `/comunicados/${id}`, { texto: 'x' }, usuario.auth)).status).to.equal(403);
    expect((await server.api('DELETE', `/comunicados/${id}`, undefined, usuario.auth)).status).to.equal(403);
    const editor = await crearUsuarioAdicional(server, agente, ['ROLE_COMUNICADOS']);
    expect((await server.api('PUT', `/comunicados/${id}`, { texto: 'Interno editado' }, editor.auth)).status).to.equal(200);
    expect((await server.api('GET', '/comunicados/admin', undefined, editor.auth)).status).to.equal(200);
    for (const [method, path] of [
      ['GET', '/comunicados'],
      ['GET', '/comunicados/admin'],
      ['POST', '/comunicados'],
      ['DELETE', `/comunicados/${id}`],
    ]) {
      expect((await server.api(method, path, method === 'POST' ? {} : undefined)).status, `${method} ${path}`).to.equal(401);
    }
  });
});
