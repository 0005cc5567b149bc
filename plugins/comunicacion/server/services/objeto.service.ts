import type { Knex } from 'knex';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { centavos, formatDinero, formatFecha } from '../../../../core/shared/format.ts';
import { MonedaCatalogo, Ramo } from '../../../catalogos/server/index.ts';
import { Cliente, ClienteCelular, clienteCelularT, ClienteCorreo, clienteCorreoT } from '../../../clientes/server/index.ts';
import { Poliza, polizaT, Recibo, reciboT } from '../../../polizas/server/index.ts';
import { Prospecto } from '../../../prospeccion/server/index.ts';
import { nombreProspecto } from '../../../prospeccion/shared/prospectos.ts';
import { Siniestro } from '../../../siniestros/server/index.ts';
import { NOMBRE_STATUS } from '../../../siniestros/shared/mensajes.ts';
import type { TipoObjeto } from '../../shared/eventos.ts';

/**
 * The data of the object a mail is about, read through what clientes, polizas, prospeccion,
 * siniestros and catalogos publish (their models), in the request's transaction: row-level security limits every read to the
 * caller's agent, so another agent's id reads as nothing.
 */
export interface DatosDeObjeto {
  /** Merge field → plain text (escaped when it goes into HTML). */
  campos: Record<string, string>;
  /** Null for a prospect (not a client yet). */
  clienteId: number | null;
  polizaId: number | null;
  reciboId: number | null;
  correo: string | null;
  celular: string | null;
  /** The policy's currency abbreviation (MXN for a client). */
  moneda: string;
}

const DIA = 86_400_000;

async function datosDeCliente(trx: Knex.Transaction, clienteId: number): Promise<Omit<DatosDeObjeto, 'polizaId' | 'reciboId' | 'moneda'> | null> {
  const cliente = await Cliente.query(trx).findById(clienteId);
  if (!cliente) return null;
  const correo = await ClienteCorreo.query(trx).where(clienteCorreoT.col.clienteId, clienteId).orderBy(clienteCorreoT.col.id).first();
  const celular = await ClienteCelular.query(trx).where(clienteCelularT.col.clienteId, clienteId).orderBy(clienteCelularT.col.id).first();
  const nombre = [cliente.nombres, cliente.apPat, cliente.apMat].filter(Boolean).join(' ');
  return {
    clienteId,
    correo: correo?.correo ?? null,
    celular: celular?.numero ?? null,
    campos: {
      cliente: nombre,
      nombres: cliente.nombres,
      rfc: cliente.rfc,
      correo: correo?.correo ?? '',
      celular: celular?.numero ?? '',
      fecNacimiento: formatFecha(cliente.fecNacimiento),
    },
  };
}

async function datosDePoliza(trx: Knex.Transaction, polizaId: number): Promise<DatosDeObjeto | null> {
  const poliza = await Poliza.query(trx).where(polizaT.col.id, polizaId).whereNot(polizaT.col.status, 'eliminada').first();
  if (!poliza) return null;
  const cliente = await datosDeCliente(trx, poliza.clienteId);
  if (!cliente) return null;
  const ramo = await Ramo.query(trx).findById(poliza.ramoId);
  const moneda = await MonedaCatalogo.query(trx).findById(poliza.monedaId);
  const dias = Math.round((Date.parse(poliza.fechaVigenciaA) - Date.parse(hoyEnMexico())) / DIA);
  return {
    ...cliente,
    polizaId,
    reciboId: null,
    moneda: moneda?.abreviacion ?? 'MXN',
    campos: {
      ...cliente.campos,
      noPoliza: poliza.noPoliza,
      concepto: poliza.concepto,
      ramo: ramo?.nombre ?? '',
      vigenciaDe: formatFecha(poliza.fechaVigenciaDe),
      vigenciaA: formatFecha(poliza.fechaVigenciaA),
      totalPoliza: formatDinero(centavos(poliza.total), moneda?.abreviacion ?? 'MXN'),
      formaPago: poliza.formaPago,
      diasParaVencer: String(dias),
    },
  };
}

async function datosDeRecibo(trx: Knex.Transaction, reciboId: number): Promise<DatosDeObjeto | null> {
  const recibo = await Recibo.query(trx).where(reciboT.col.id, reciboId).first();
  if (!recibo) return null;
  const poliza = await datosDePoliza(trx, recibo.polizaId);
  if (!poliza) return null;
  return {
    ...poliza,
    reciboId,
    campos: {
      ...poliza.campos,
      serie: `${recibo.serie} de ${recibo.totalSerie}`,
      importe: formatDinero(centavos(recibo.total), poliza.moneda),
      fecVence: formatFecha(recibo.fecVence),
    },
  };
}

async function datosDeProspecto(trx: Knex.Transaction, prospectoId: number): Promise<DatosDeObjeto | null> {
  const prospecto = await Prospecto.query(trx).findById(prospectoId);
  if (!prospecto) return null;
  return {
    clienteId: null,
    polizaId: null,
    reciboId: null,
    moneda: 'MXN',
    correo: prospecto.email,
    celular: prospecto.telefono,
    campos: { prospecto: nombreProspecto(prospecto), nombres: prospecto.nombres, correo: prospecto.email ?? '', celular: prospecto.telefono ?? '' },
  };
}

async function datosDeSiniestro(trx: Knex.Transaction, siniestroId: number): Promise<DatosDeObjeto | null> {
  const siniestro = await Siniestro.query(trx).findById(siniestroId);
  if (!siniestro) return null;
  const poliza = await datosDePoliza(trx, siniestro.polizaId);
  if (!poliza) return null;
  return {
    ...poliza,
    campos: {
      ...poliza.campos,
      noSiniestro: siniestro.noSiniestro,
      fechaSiniestro: formatFecha(siniestro.fechaSiniestro),
      statusSiniestro: NOMBRE_STATUS[siniestro.status],
      descripcion: siniestro.descripcion,
    },
  };
}

/** The object's data, or null when the caller's agent has no such object. */
export async function datosDeObjeto(trx: Knex.Transaction, tipo: TipoObjeto, id: number): Promise<DatosDeObjeto | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  if (tipo === 'recibo') return datosDeRecibo(trx, id);
  if (tipo === 'prospecto') return datosDeProspecto(trx, id);
  if (tipo === 'siniestro') return datosDeSiniestro(trx, id);
  if (tipo === 'cliente') {
    const cliente = await datosDeCliente(trx, id);
    return cliente && { ...cliente, polizaId: null, reciboId: null, moneda: 'MXN' };
  }
  return datosDePoliza(trx, id);
}
