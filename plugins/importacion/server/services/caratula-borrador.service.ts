import type { Knex } from 'knex';
import { Aseguradora, aseguradoraT, monedasDelAgente, Ramo } from '../../../catalogos/server/index.ts';
import { RAMO } from '../../../catalogos/shared/catalogos.ts';
import type { ContratanteDeProceso } from '../../../clientes/server/index.ts';
import { AgenteClave, agenteClaveT, crearClave, type Cifrado } from '../../../polizas/server/index.ts';
import type { AseguradoDatos, PolizaDatos, VehiculoDatos } from '../../../polizas/shared/poliza-form.ts';
import type { BorradorCaratula, Campo } from '../../shared/caratula.ts';
import type { VistaPreviaCaratula } from '../../shared/caratula-api.ts';
import { MENSAJES_PDF } from '../../shared/mensajes.ts';

/**
 * A cover page's draft in the wizard's terms: its insurer, agent key and currency resolved to the
 * agent's ids, money in pesos, and the confidence of each field by the payload's name.
 */

/** Why a draft cannot become a policy: code 10 (the key can be created), or a plain refusal. */
export class CaratulaRechazada extends Error {
  constructor(
    readonly code: 'claveNoRegistrada' | 'incompleta',
    message: string,
  ) {
    super(message);
  }
}

export type ClaveDeCaratula = VistaPreviaCaratula['agenteClave'];

export interface BorradorResuelto {
  /** The save payload without the client. */
  poliza: Omit<PolizaDatos, 'clienteId'>;
  contratante: ContratanteDeProceso;
  confianza: Record<string, number>;
  agenteClave: ClaveDeCaratula;
}

const pesos = (centavos: number) => Math.round(centavos) / 100;
const valor = <T>(c: Campo<T> | null | undefined): T | null => (c ? c.valor : null);

/** The predefined insurer the format named (its catalogue abreviacion). */
async function aseguradoraDe(trx: Knex.Transaction, abreviacion: string): Promise<ClaveDeCaratula['aseguradora']> {
  const a = aseguradoraT.col;
  const fila = await Aseguradora.query(trx).where(a.abreviacion, abreviacion).where(a.estandar, true).select(a.id, a.abreviacion, a.aseguradora).first();
  if (!fila) throw new CaratulaRechazada('incompleta', MENSAJES_PDF.aseguradoraNoExiste(abreviacion));
  return { id: fila.id, abreviacion: fila.abreviacion, aseguradora: fila.aseguradora };
}

/**
 * The agent's key of that insurer the cover page prints (or its only one when none is printed);
 * a printed key the agent lacks is code 10, or is created when the agent accepted (spec 02 §4).
 */
async function claveDe(trx: Knex.Transaction, agenteId: number, borrador: BorradorCaratula, crear: Cifrado | null): Promise<ClaveDeCaratula> {
  const aseguradora = await aseguradoraDe(trx, borrador.aseguradora);
  const k = agenteClaveT.col;
  const claves = await AgenteClave.query(trx).where(k.aseguradoraId, aseguradora.id).select(k.id, k.clave).orderBy(k.id);
  const impresa = valor(borrador.claveAgente)?.trim();
  if (!impresa) {
    if (claves.length === 1) return { id: claves[0].id, clave: claves[0].clave, aseguradora };
    throw new CaratulaRechazada('incompleta', MENSAJES_PDF.sinClave(aseguradora.aseguradora));
  }
  const propia = claves.find((c) => c.clave.toUpperCase() === impresa.toUpperCase());
  if (propia) return { id: propia.id, clave: propia.clave, aseguradora };
  if (!crear) throw new CaratulaRechazada('claveNoRegistrada', MENSAJES_PDF.claveNoRegistrada(impresa, aseguradora.aseguradora));
  const creada = await crearClave(trx, agenteId, { aseguradoraId: aseguradora.id, clave: impresa, terminos: true }, crear);
  return { id: creada.id, clave: creada.clave, aseguradora };
}

async function monedaDe(trx: Knex.Transaction, agenteId: number, abreviacion: string): Promise<number> {
  const moneda = (await monedasDelAgente(trx, agenteId)).find((m) => m.abreviacion === abreviacion);
  if (!moneda) throw new CaratulaRechazada('incompleta', MENSAJES_PDF.monedaNoConfigurada(abreviacion));
  return moneda.monedaId;
}

function requerido<T>(c: Campo<T> | null, campo: string): T {
  if (c === null || c.valor === null || c.valor === '') throw new CaratulaRechazada('incompleta', MENSAJES_PDF.faltaCampo(campo));
  return c.valor;
}

function vehiculoDe(b: BorradorCaratula): VehiculoDatos | null {
  const v = b.vehiculo;
  if (b.ramo !== RAMO.AUTO || !v) return null;
  return {
    id: null,
    modelo: requerido(v.modelo, 'el modelo del vehículo'),
    marca: null,
    tipo: null,
    amis: null,
    descripcion: v.descripcion.valor,
    noSerie: requerido(v.noSerie, 'el número de serie del vehículo'),
    placas: valor(v.placas),
  };
}

function aseguradosDe(b: BorradorCaratula): AseguradoDatos[] {
  if (b.ramo !== RAMO.VIDA && b.ramo !== RAMO.SALUD) return [];
  return b.asegurados.map((a) => ({
    id: null,
    parentesco: a.parentesco.valor,
    nombres: a.nombres.valor,
    apPat: valor(a.apPat) ?? '',
    apMat: valor(a.apMat),
    fecNacimiento: valor(a.fecNacimiento),
    rfc: null,
    genero: valor(a.genero) ?? ('' as AseguradoDatos['genero']),
  }));
}

/** The confidence of every field read, under the payload's names; the contractor's under 'cliente'. */
function confianzasDe(b: BorradorCaratula): Record<string, number> {
  const salida: Record<string, number> = {};
  const poner = (nombre: string, c: Campo<unknown> | null | undefined) => {
    if (c) salida[nombre] = c.confianza;
  };
  for (const nombre of [
    'noPoliza',
    'concepto',
    'paquete',
    'fechaVigenciaDe',
    'fechaVigenciaA',
    'formaPago',
    'conducto',
    'moneda',
    'prima',
    'derecho',
    'recargo',
    'iva',
    'total',
  ] as const)
    poner(nombre, b[nombre]);
  poner('claveAgente', b.claveAgente);
  poner('comision', b.comision);
  const c = b.contratante;
  salida.cliente = Math.min(...[c.nombres, c.apPat, c.apMat, c.rfc].filter((x): x is Campo<string> => x !== null).map((x) => x.confianza));
  if (b.vehiculo) for (const k of ['descripcion', 'noSerie', 'modelo', 'placas'] as const) poner(`vehiculo.${k}`, b.vehiculo[k]);
  b.asegurados.forEach((a, i) => {
    for (const k of ['parentesco', 'nombres', 'apPat', 'apMat', 'fecNacimiento', 'genero'] as const) poner(`asegurados.${i}.${k}`, a[k]);
  });
  return salida;
}

/** The contractor as the page prints it, in clientes' terms (looked up, or created, by RFC). */
export function contratanteDe(borrador: BorradorCaratula): ContratanteDeProceso {
  const c = borrador.contratante;
  return {
    fiscal: c.personalidad.valor,
    nombres: c.nombres.valor,
    apPat: valor(c.apPat),
    apMat: valor(c.apMat),
    rfc: valor(c.rfc),
    direccion: valor(c.direccion),
    cp: valor(c.cp),
  };
}

/** The draft as the wizard's payload; `crear` (the key cipher) when the agent accepted creating the key. */
export async function resolverBorrador(
  trx: Knex.Transaction,
  agenteId: number,
  borrador: BorradorCaratula,
  caratula: { caratulaUrl: string; filename: string },
  crear: Cifrado | null,
): Promise<BorradorResuelto> {
  const agenteClave = await claveDe(trx, agenteId, borrador, crear);
  const moneda = await monedaDe(trx, agenteId, borrador.moneda.valor);
  const prima = pesos(borrador.prima.valor);
  const comision = borrador.comision ? pesos(borrador.comision.valor) : null;
  const vehiculo = vehiculoDe(borrador);
  // Pages that print no plan or concept still import: the line's name stands in, for the agent to confirm.
  const ramo = (await Ramo.query(trx).findById(borrador.ramo))?.nombre ?? '';
  const paquete = valor(borrador.paquete) ?? ramo;
  return {
    agenteClave,
    confianza: { ...confianzasDe(borrador), ...(borrador.concepto ? {} : { concepto: 0.5 }), ...(borrador.paquete ? {} : { paquete: 0.3 }) },
    contratante: contratanteDe(borrador),
    poliza: {
      claveAgente: agenteClave.id,
      vendedor: null,
      moneda,
      formaPago: requerido(borrador.formaPago, 'la forma de pago'),
      noPoliza: borrador.noPoliza.valor.toUpperCase(),
      // When the page prints no concept: an auto policy's vehicle, else its plan.
      concepto: valor(borrador.concepto) ?? vehiculo?.descripcion ?? paquete,
      paquete,
      ramo: borrador.ramo,
      conducto: valor(borrador.conducto),
      fechaVigenciaDe: borrador.fechaVigenciaDe.valor,
      fechaVigenciaA: borrador.fechaVigenciaA.valor,
      polizaIDRenovo: null,
      texto: null,
      status: 'vigente',
      prima,
      derecho: pesos(valor(borrador.derecho) ?? 0),
      recargo: pesos(valor(borrador.recargo) ?? 0),
      iva: pesos(valor(borrador.iva) ?? 0),
      total: pesos(borrador.total.valor),
      porcentajeComision: comision !== null && prima > 0 ? Math.round((comision * 10_000) / prima) / 100 : null,
      comision,
      asegurados: aseguradosDe(borrador),
      vehiculo,
      // The receipts are calculated as the wizard calculates them (spec 02 §4).
      recibos: [],
      caratula,
    },
  };
}
