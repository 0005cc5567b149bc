import { expect } from 'chai';
import type { Knex } from 'knex';
import { crearAgente } from '../../../../core/server/auth/agentes.ts';
import type { Database } from '../../../../core/server/db/database.ts';
import { withSystemScope, withTenant } from '../../../../core/server/db/tenancy.ts';
import { createLogger } from '../../../../core/server/log.ts';
import { validarRfc } from '../../../../core/shared/mx/rfc.ts';
import { getTestDatabase } from '../../../../test/helpers/db.ts';
import { ParametroVencimiento } from '../../../catalogos/server/index.ts';
import { clienteCelularT, clienteCorreoT, clienteDireccionT, clienteT } from '../../../clientes/server/index.ts';
import { calcularRecibos, comisionDe, ivaDePoliza, totalDePoliza } from '../../shared/recibos-calculo.ts';
import { errorDeOpciones, generarCartera, type OpcionesGenerador, type ResultadoGenerador } from './generador.ts';
import { mezclaParaPromedio, recibosPorPoliza } from './mezcla.ts';

/** Offsets of parametros 1–8 (Auto, Salud, Vida, Diversos × first, subsequent), all different. */
const DESFASES = [10, -5, 20, 3, 0, 7, 45, -15];
const HOY = '2026-06-15';
const OPCIONES: OpcionesGenerador = { polizas: 400, recibos: 2_000, clientes: 60, semilla: 7, hoy: HOY };

let seq = 0;

async function agenteConCartera(db: Database): Promise<{ agenteId: number; resultado: ResultadoGenerador }> {
  const correo = `generador.${process.pid}.${Date.now()}.${++seq}@prueba.mx`;
  const agente = await withSystemScope(db.knex, (trx) => crearAgente(trx, null, { correo, nombre: 'Gena', apPaterno: 'Rador', apMaterno: null, cedula: null }, 'x'));
  await withTenant(db.knex, agente.agenteId, async (trx) => {
    await ParametroVencimiento.query(trx).insert(DESFASES.map((valor, i) => ({ agenteId: agente.agenteId, parametroId: i + 1, valor })));
  });
  const resultado = await generarCartera(db, createLogger('silent'), agente, OPCIONES, () => {});
  return { agenteId: agente.agenteId, resultado };
}

const deAgente = <T>(db: Database, agenteId: number, fn: (trx: Knex.Transaction) => Promise<T>) => withTenant(db.knex, agenteId, fn);

describe('polizas:generar — generated portfolio', function () {
  this.timeout(300_000);
  let db: Database;
  let agenteId: number;
  let resultado: ResultadoGenerador;
  // Raw rows of `select('*')`, read by column name.
  // oxlint-disable-next-line typescript/no-explicit-any
  let polizas: Record<string, any>[];
  // oxlint-disable-next-line typescript/no-explicit-any
  let recibos: Record<string, any>[];

  before(async () => {
    db = await getTestDatabase();
    ({ agenteId, resultado } = await agenteConCartera(db));
    polizas = await deAgente(db, agenteId, (trx) => trx('polizas').orderBy('id').select('*'));
    recibos = await deAgente(db, agenteId, (trx) => trx('recibos').orderBy(['poliza_id', 'serie']).select('*'));
  });

  it('adds the clients and policies asked and about the receipts asked', () => {
    expect(resultado).to.include({ clientes: 60, polizas: 400, claves: 8 });
    expect(polizas).to.have.length(400);
    expect(recibos).to.have.length(resultado.recibos);
    expect(resultado.recibos).to.be.within(1_900, 2_100);
  });

  it('gives every policy exactly the receipts calcularRecibos gives it, with the agent’s offsets', () => {
    const vencimientos = { 1: [10, -5], 3: [20, 3], 5: [0, 7], 7: [45, -15] } as Record<number, [number, number]>;
    for (const p of polizas) {
      const primas = { modelo: p.ramo_id, primaNeta: p.prima, derecho: p.derecho, recargo: p.recargo, iva: p.iva };
      expect(p.iva, `IVA de ${p.no_poliza}`).to.equal(p.ramo_id === 5 ? 0 : ivaDePoliza(primas));
      expect(p.total).to.equal(totalDePoliza(primas));
      expect(p.comision).to.equal(comisionDe(p.porcentaje_comision, p.prima));
      const [primero, subsecuente] = vencimientos[p.ramo_id];
      const esperados = calcularRecibos(
        { ...primas, formaPago: p.forma_pago, fechaVigenciaDe: p.fecha_vigencia_de, fechaVigenciaA: p.fecha_vigencia_a, prorratearDerecho: false, prorratearRecargo: false },
        { primero, subsecuente },
      );
      const suyos = recibos.filter((r) => r.poliza_id === p.id);
      expect(
        suyos.map((r) => ({
          serie: r.serie,
          totalSerie: r.total_serie,
          prima: r.prima,
          derecho: r.derecho,
          recargo: r.recargo,
          iva: r.iva,
          total: r.total,
          fecVigDe: r.fec_vig_de,
          fecVigA: r.fec_vig_a,
          fecVence: r.fec_vence,
        })),
        `recibos de ${p.no_poliza}`,
      ).to.deep.equal(esperados.map(({ fecPago, folioPago, status, ...r }) => r));
      for (const r of suyos) expect(r.comision).to.equal(comisionDe(p.porcentaje_comision, r.prima));
    }
  });

  it('uses the four lines and payment forms, and receipts of every status', () => {
    expect(new Set(polizas.map((p) => p.ramo_id))).to.deep.equal(new Set([1, 3, 5, 7]));
    expect(new Set(polizas.map((p) => p.forma_pago))).to.deep.equal(new Set(['contado', 'semestral', 'trimestral', 'mensual']));
    const status = (s: string) => polizas.filter((p) => p.status === s).length;
    expect(status('vigente')).to.be.above(polizas.length * 0.7);
    expect(status('cancelada') + status('terminada')).to.be.above(0);
    const hoy = HOY;
    const pendientes = recibos.filter((r) => r.status === 'pendiente');
    expect(
      pendientes.some((r) => r.fec_vence < hoy),
      'alguno vencido',
    ).to.equal(true);
    expect(pendientes.filter((r) => r.fec_vence >= hoy && r.fec_vence <= '2026-08-14').length, 'por vencer en 60 días').to.be.above(20);
    for (const r of recibos.filter((x) => x.status === 'pagado')) expect(r.fec_pago <= hoy && r.folio_pago !== null && r.tipo_cambio > 0).to.equal(true);
  });

  it('closes policies as the app does: cancelled without payments, terminated with some, pending receipts cancelled by the close', () => {
    for (const p of polizas.filter((x) => x.status === 'cancelada' || x.status === 'terminada')) {
      const suyos = recibos.filter((r) => r.poliza_id === p.id);
      expect(
        suyos.some((r) => r.status === 'pagado'),
        p.no_poliza,
      ).to.equal(p.status === 'terminada');
      expect(suyos.every((r) => r.status === 'pagado' || (r.status === 'cancelado' && r.cancelado_por_cierre))).to.equal(true);
      expect(p.cierre_razon_id).to.be.a('number');
    }
  });

  it('links renewals both ways between consecutive terms of the same client, line and key', () => {
    const porId = new Map(polizas.map((p) => [p.id, p]));
    const renovadas = polizas.filter((p) => p.poliza_id_renovo !== null);
    expect(renovadas.length).to.be.above(50);
    for (const original of renovadas) {
      const renovacion = porId.get(original.poliza_id_renovo);
      expect(renovacion?.renueva_a_id).to.equal(original.id);
      expect(renovacion).to.include({
        cliente_id: original.cliente_id,
        ramo_id: original.ramo_id,
        agente_clave_id: original.agente_clave_id,
        fecha_vigencia_de: original.fecha_vigencia_a,
      });
      expect(original.status).to.not.equal('cancelada');
    }
    expect(polizas.filter((p) => p.renueva_a_id !== null)).to.have.length(renovadas.length);
  });

  it('gives clients valid RFCs (check digit included), unique for the agent, with e-mail, mobile and a SEPOMEX address', async () => {
    const clientes = await deAgente(db, agenteId, (trx) =>
      trx(clienteT.as('c'))
        .join(clienteCorreoT.as('e'), clienteCorreoT.de('e').clienteId, clienteT.de('c').id)
        .join(clienteCelularT.as('t'), clienteCelularT.de('t').clienteId, clienteT.de('c').id)
        .join(clienteDireccionT.as('d'), clienteDireccionT.de('d').clienteId, clienteT.de('c').id)
        .select(
          `${clienteT.de('c').rfc} as rfc`,
          `${clienteT.de('c').fiscal} as fiscal`,
          `${clienteCorreoT.de('e').correo} as correo`,
          `${clienteDireccionT.de('d').sepomexId} as sepomex_id`,
        ),
    );
    expect(clientes).to.have.length(60);
    expect(new Set(clientes.map((c) => c.rfc)).size).to.equal(60);
    for (const c of clientes) {
      expect(validarRfc(c.rfc), c.rfc).to.deep.equal({ valido: true, digitoVerificadorOk: true });
      expect(c.rfc).to.have.length(c.fiscal === 'fisica' ? 13 : 12);
      expect(c.correo).to.match(/@example\.(com|org|net)$/);
      expect(c.sepomex_id).to.be.a('number');
    }
  });

  it('builds the same portfolio from the same seed', async () => {
    const otro = await agenteConCartera(db);
    const proyectar = (id: number) =>
      deAgente(db, id, (trx) => trx('polizas').orderBy('id').select('no_poliza', 'ramo_id', 'forma_pago', 'fecha_vigencia_de', 'prima', 'total', 'status'));
    expect(await proyectar(otro.agenteId)).to.deep.equal(await proyectar(agenteId));
    expect(otro.resultado.recibos).to.equal(resultado.recibos);
  });

  it('refuses options out of range', () => {
    expect(errorDeOpciones({ ...OPCIONES, polizas: 0 })).to.equal('El número de pólizas debe ser un entero de 1 a 5,000,000');
    expect(errorDeOpciones({ ...OPCIONES, clientes: 1.5 })).to.equal('El número de clientes debe ser un entero de 1 a 1,000,000');
    expect(errorDeOpciones({ ...OPCIONES, recibos: 399 })).to.equal('El número de recibos debe estar entre el de pólizas y 12 veces el de pólizas');
    expect(errorDeOpciones({ ...OPCIONES, recibos: 4_801 })).to.equal('El número de recibos debe estar entre el de pólizas y 12 veces el de pólizas');
    expect(errorDeOpciones({ ...OPCIONES, semilla: -1 })).to.equal('La semilla debe ser un entero de 0 a 1,000,000');
    expect(errorDeOpciones(OPCIONES)).to.equal(null);
  });

  it('mixes payment forms so that receipts per policy average what was asked', () => {
    for (const promedio of [1, 1.5, 5, 9.3, 12]) expect(recibosPorPoliza(mezclaParaPromedio(promedio))).to.be.closeTo(promedio, 1e-9);
  });
});
