import { expect } from 'chai';
import { mantenimiento } from '../../../core/server/mantenimiento.ts';
import { crearAgente } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** Issue 12 item 9: the nightly maintenance purges old mail, finished attempt windows and long-ended sessions. */
describe('nightly maintenance', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('purges mail older than 30 days, attempt windows that ended and sessions ended 90 days ago, keeping the rest', async () => {
    const cuenta = await crearAgente(server);
    await server.api('POST', '/usuarios/login', { usuario: cuenta.correo, password: 'Equivocado-1' });
    const db = await getTestDatabase();
    const usuarioId = cuenta.login.usuario.id;
    const viejo = (dias: number) => db.knex.raw(`now() - make_interval(days => ?)`, [dias]);
    await db.withOwner(async (k) => {
      await k.raw(`select set_config('app.sistema', 'on', false)`);
      try {
        await k('correos_salientes')
          .where({ para: cuenta.correo })
          .update({ created_at: viejo(31) });
        await k('intentos_acceso').update({ vence_at: viejo(0) });
        // Two sessions of this user: one signed out long ago, one current.
        const [otra] = await k('sesiones')
          .insert({ agente_id: cuenta.login.agenteId, usuario_id: usuarioId, expira_at: viejo(-7) })
          .returning('id');
        await k('sesiones')
          .where({ id: otra.id })
          .update({ revocada_at: viejo(91), motivo: 'salida' });
      } finally {
        await k.raw(`select set_config('app.sistema', '', false)`);
      }
    });
    const reciente = await db.withOwner((k) => k('correos_salientes').where('created_at', '>', viejo(1)).count({ n: '*' }));
    const purgado = await mantenimiento(db);
    expect(purgado.correos).to.be.at.least(1);
    expect(purgado.intentos).to.be.at.least(1);
    expect(purgado.sesiones).to.be.at.least(1);
    await db.withOwner(async (k) => {
      expect(await k('correos_salientes').where({ para: cuenta.correo }).count({ n: '*' })).to.deep.equal([{ n: 0 }]);
      expect(await k('correos_salientes').where('created_at', '>', viejo(1)).count({ n: '*' })).to.deep.equal(reciente);
      expect(await k('sesiones').where({ usuario_id: usuarioId }).pluck('motivo')).to.deep.equal([null]);
    });
    // The current session still works.
    expect((await server.api('GET', '/usuarios/me', undefined, cuenta.auth)).status).to.equal(200);
  });
});
