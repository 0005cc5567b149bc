import type { DemoAgregados, DemoSeeder } from '../../../../core/server/plugins/contract.ts';
import { RAMO, type RamoId } from '../../../catalogos/shared/catalogos.ts';
import { Poliza, polizaT } from '../../../polizas/server/index.ts';
import { sumarDias } from '../../../polizas/shared/fechas.ts';
import { validarSiniestro } from '../../shared/siniestro-form.ts';
import type { StatusSiniestro } from '../../shared/siniestros.ts';
import { Siniestro, siniestroT } from '../models/siniestro.model.ts';
import { polizaDeSiniestro } from '../services/polizas-de-siniestro.service.ts';
import { actualizarSiniestro, crearSiniestro } from '../services/siniestros.service.ts';

interface CasoDemo {
  ramo: RamoId;
  status: StatusSiniestro;
  /** Days from today: when it happened, and when it should be resolved. */
  ocurrio: number;
  resolucion: number;
  noSiniestro: string;
  descripcion: string;
}

/** One claim of each status, over the four lines (spec 03 §3); closed ones were sent first. */
const CASOS: readonly CasoDemo[] = [
  {
    ramo: RAMO.AUTO,
    status: 'enviado',
    ocurrio: -12,
    resolucion: 9,
    noSiniestro: 'GNP 0412233',
    descripcion: 'Choque por alcance en Periférico Sur; el tercero aceptó su responsabilidad.',
  },
  {
    ramo: RAMO.AUTO,
    status: 'captura',
    ocurrio: -2,
    resolucion: 20,
    noSiniestro: 'PENDIENTE',
    descripcion: 'Rotura de parabrisas por granizo en el estacionamiento de la oficina.',
  },
  {
    ramo: RAMO.SALUD,
    status: 'faltante',
    ocurrio: -20,
    resolucion: 5,
    noSiniestro: 'GMM-88412',
    descripcion: 'Cirugía de apéndice; falta la factura del hospital y el informe médico.',
  },
  { ramo: RAMO.VIDA, status: 'enviado', ocurrio: -30, resolucion: 15, noSiniestro: 'VID-2291', descripcion: 'Reclamación por incapacidad total; se entregó el dictamen del IMSS.' },
  {
    ramo: RAMO.DIVERSOS,
    status: 'finalizado',
    ocurrio: -60,
    resolucion: -15,
    noSiniestro: 'DAN-55120',
    descripcion: 'Daños por agua en la cocina por una fuga de tubería; indemnizado.',
  },
  {
    ramo: RAMO.AUTO,
    status: 'rechazado',
    ocurrio: -45,
    resolucion: -5,
    noSiniestro: 'QUA-771045',
    descripcion: 'Robo de espejos laterales; la cobertura contratada no incluye robo parcial.',
  },
];

/**
 * The demo's claims (docs/adr/015-datos-demo.md): a few claims on the demo's vigentes, saved through
 * the same validation and service as POST /siniestros, closed ones moved along the transitions of
 * docs/adr/024-siniestros.md. Nothing when the agent has any claim already.
 */
export const siniestrosDemoSeeder: DemoSeeder = {
  async sembrar({ trx, agenteId, usuarioId, hoy }): Promise<DemoAgregados> {
    if (await Siniestro.query(trx).select(siniestroT.col.id).limit(1).first()) return {};
    const escritor = { agenteId, usuarioId };
    const p = polizaT.col;
    const usadas = new Set<number>();
    let creados = 0;
    for (const caso of CASOS) {
      const ocurrio = sumarDias(hoy, caso.ocurrio);
      const candidata = await Poliza.query(trx)
        .where(p.status, 'vigente')
        .where(p.ramoId, caso.ramo)
        .where(p.fechaVigenciaDe, '<=', ocurrio)
        .whereNotIn(p.id, [...usadas])
        .orderBy(p.id)
        .select(p.id)
        .first();
      const poliza = candidata && (await polizaDeSiniestro(trx, candidata.id));
      if (!poliza) continue;
      usadas.add(poliza.id);
      const cerrado = caso.status === 'finalizado' || caso.status === 'rechazado';
      const r = validarSiniestro({
        clienteId: poliza.cliente.id,
        polizaId: poliza.id,
        noSiniestro: caso.noSiniestro,
        fechaSiniestro: ocurrio,
        fechaEstimadaResolucion: sumarDias(hoy, caso.resolucion),
        descripcion: caso.descripcion,
        status: cerrado ? 'enviado' : caso.status,
        asegurados: poliza.asegurados.slice(0, 1).map((a) => a.id),
      });
      if (!r.ok) throw new Error(`Siniestro de demostración inválido (${caso.noSiniestro}): ${r.message}`);
      const id = await crearSiniestro(trx, escritor, r.value);
      if (cerrado) await actualizarSiniestro(trx, escritor, id, { ...r.value, status: caso.status });
      creados += 1;
    }
    return creados ? { siniestros: creados } : {};
  },
};
