import type { AseguradoCaratula, BorradorCaratula, Campo, ContratanteCaratula, ReciboCaratula, VehiculoCaratula } from '../../shared/caratula.ts';
import { conductoDe, esNumeroSerie, formaPagoDe, generoDe, parentescoDe } from './claves.ts';
import type { Lector, Lectura } from './motor.ts';
import type { Formato, Ubicacion } from './tipos.ts';
import { cpEn, dividirNombre, esRazonSocial, fechasEn, leerFecha, leerImporte, leerRfc, monedaEn } from './valores.ts';

/**
 * Turns a format's description and a page into the policy draft (issue 13), with the confidence
 * rules of ADR 031: 1 for a value read next to its label; the reading's own confidence when it was
 * far; lower for what is inferred (a guessed name split, a computed total, amounts that do not add
 * up). Missing values are null; without number, validity and premiums there is no draft at all.
 */

/** A value that was derived rather than read (a total computed from its parts). */
const INFERIDO = 0.7;
/** Parts that contradict each other: the agent must look. */
const DUDOSO = 0.5;

const campo = <T>(valor: T, confianza: number): Campo<T> => ({ valor, confianza });

/** A read value through a parser: null when absent or unparsable. */
function leerCon<T>(lector: Lector, u: Ubicacion | undefined, parse: (t: string) => T | null): Campo<T> | null {
  const l = u && lector.leer(u);
  const valor = l ? parse(l.texto) : null;
  return l && valor !== null ? campo(valor, l.confianza) : null;
}

const texto = (t: string) => t.replace(/\s+/g, ' ').trim() || null;

export function leerBorrador(formato: Formato, lector: Lector): BorradorCaratula | null {
  const c = formato.campos;
  const noPoliza = leerNoPoliza(lector, formato);
  const vigencia = leerVigencia(lector, formato);
  const importes = leerImportes(lector, formato);
  const contratante = leerContratante(lector, formato);
  if (!noPoliza || !vigencia || !importes || !contratante) return null;
  return {
    formato: formato.id,
    aseguradora: formato.aseguradora,
    ramo: formato.ramo,
    noPoliza,
    claveAgente: leerCon(lector, c.claveAgente, texto),
    concepto: leerCon(lector, c.concepto, texto),
    paquete: leerCon(lector, c.paquete, texto),
    fechaVigenciaDe: vigencia.de,
    fechaVigenciaA: vigencia.a,
    formaPago: leerCon(lector, c.formaPago, formaPagoDe),
    conducto: leerCon(lector, c.conducto, conductoDe),
    moneda: leerMoneda(lector, formato),
    ...importes,
    comision: leerCon(lector, c.comision, leerImporte),
    contratante,
    vehiculo: leerVehiculo(lector, formato),
    asegurados: leerAsegurados(lector, formato),
    recibos: leerRecibos(lector, formato),
  };
}

/** A policy number is one word: anything printed after it in the same run makes it doubtful. */
function leerNoPoliza(lector: Lector, { campos }: Formato): Campo<string> | null {
  const l = lector.leer(campos.noPoliza);
  const palabras = l ? texto(l.texto)?.split(' ') : undefined;
  return l && palabras ? campo(palabras[0], palabras.length === 1 ? l.confianza : DUDOSO) : null;
}

function leerVigencia(lector: Lector, { campos }: Formato): { de: Campo<string>; a: Campo<string> } | null {
  let de: Campo<string> | null;
  let a: Campo<string> | null;
  if ('de' in campos.vigencia) {
    de = leerCon(lector, campos.vigencia.de, leerFecha);
    a = leerCon(lector, campos.vigencia.a, leerFecha);
  } else {
    const l = lector.leer(campos.vigencia);
    const fechas = l ? fechasEn(l.texto) : [];
    [de, a] = l && fechas.length === 2 ? [campo(fechas[0], l.confianza), campo(fechas[1], l.confianza)] : [null, null];
  }
  if (!de || !a) return null;
  // A validity that ends before it starts was misread somewhere.
  return de.valor < a.valor ? { de, a } : { de: campo(de.valor, DUDOSO), a: campo(a.valor, DUDOSO) };
}

function leerMoneda(lector: Lector, { campos }: Formato): Campo<'MXN' | 'USD' | 'UDI'> {
  const rotulada = leerCon(lector, campos.moneda, monedaEn);
  if (rotulada) return rotulada;
  for (const u of [campos.total, campos.prima]) {
    const enImporte = leerCon(lector, u, monedaEn);
    if (enImporte) return enImporte;
  }
  // Nothing printed says it: pesos is the usual case, but the agent confirms it.
  return campo('MXN', DUDOSO);
}

type Importes = Pick<BorradorCaratula, 'prima' | 'derecho' | 'recargo' | 'iva' | 'total'>;

/** Premiums, checked: prima + derecho + recargo + IVA must equal the total. */
function leerImportes(lector: Lector, { campos }: Formato): Importes | null {
  const leidos = {
    prima: leerCon(lector, campos.prima, leerImporte),
    derecho: leerCon(lector, campos.derecho, leerImporte),
    recargo: leerCon(lector, campos.recargo, leerImporte),
    iva: leerCon(lector, campos.iva, leerImporte),
    total: leerCon(lector, campos.total, leerImporte),
  };
  const { prima, derecho, recargo, iva, total } = leidos;
  const otros = (derecho?.valor ?? 0) + (recargo?.valor ?? 0) + (iva?.valor ?? 0);
  if (prima && total) {
    if (prima.valor + otros === total.valor) return { ...leidos, prima, total };
    const bajar = (x: Campo<number> | null) => x && campo(x.valor, Math.min(x.confianza, DUDOSO));
    return {
      prima: campo(prima.valor, Math.min(prima.confianza, DUDOSO)),
      derecho: bajar(derecho),
      recargo: bajar(recargo),
      iva: bajar(iva),
      total: campo(total.valor, Math.min(total.confianza, DUDOSO)),
    };
  }
  if (prima) return { ...leidos, prima, total: campo(prima.valor + otros, INFERIDO) };
  if (total && derecho && iva) return { ...leidos, total, prima: campo(total.valor - otros, INFERIDO) };
  return null;
}

function leerContratante(lector: Lector, formato: Formato): ContratanteCaratula | null {
  const c = formato.campos;
  const rfc = leerCon(lector, c.rfc, leerRfc);
  const direccion = leerCon(lector, c.direccion, texto);
  const cpDireccion = direccion && cpEn(direccion.valor);
  const cp = leerCon(lector, c.cp, (t) => /\b\d{5}\b/.exec(t)?.[0] ?? null) ?? (direccion && cpDireccion ? campo(cpDireccion, direccion.confianza) : null);
  const comunes = { rfc, direccion, cp };
  if (!('nombre' in c.contratante)) {
    const nombres = leerCon(lector, c.contratante.nombres, texto);
    const apPat = leerCon(lector, c.contratante.apPat, texto);
    if (!nombres || !apPat) return null;
    return { personalidad: campo('fisica', rfc && rfc.valor.length === 12 ? DUDOSO : 1), nombres, apPat, apMat: leerCon(lector, c.contratante.apMat, texto), ...comunes };
  }
  const nombre = lector.leer(c.contratante.nombre);
  const limpio = nombre && texto(nombre.texto);
  if (!nombre || !limpio) return null;
  const pareceEmpresa = esRazonSocial(limpio);
  // The RFC's length settles it (12 moral, 13 física); the name's ending agrees or not.
  const moral = rfc ? rfc.valor.length === 12 : pareceEmpresa;
  const personalidad = campo<'fisica' | 'moral'>(moral ? 'moral' : 'fisica', !rfc ? 0.85 : moral === pareceEmpresa ? 1 : DUDOSO);
  if (moral) return { personalidad, nombres: campo(limpio, nombre.confianza), apPat: null, apMat: null, ...comunes };
  const partes = dividirNombre(limpio, formato.ordenNombre);
  const conf = Math.min(nombre.confianza, partes.confianza);
  return {
    personalidad,
    nombres: campo(partes.nombres, conf),
    apPat: partes.apPat ? campo(partes.apPat, conf) : null,
    apMat: partes.apMat ? campo(partes.apMat, conf) : null,
    ...comunes,
  };
}

function leerVehiculo(lector: Lector, { campos }: Formato): VehiculoCaratula | null {
  const v = campos.vehiculo;
  const descripcion = v && leerCon(lector, v.descripcion, texto);
  if (!v || !descripcion) return null;
  const serie = v.noSerie && lector.leer(v.noSerie);
  const noSerie = serie ? limpiarSerie(serie) : null;
  return {
    descripcion,
    noSerie,
    modelo: leerCon(lector, v.modelo, (t) => {
      const m = /\b(19[5-9]\d|20\d\d)\b/.exec(t);
      return m ? Number(m[1]) : null;
    }),
    placas: leerCon(lector, v.placas, (t) => {
      const p = t.replace(/\s+/g, '').toUpperCase();
      return /^(S\/?P|SINPLACAS|N\/?A|-+)$/.test(p) || !p ? null : p;
    }),
  };
}

/** A VIN that is not 17 valid characters is kept for the agent to fix, flagged as doubtful. */
function limpiarSerie(l: Lectura): Campo<string> | null {
  const serie = l.texto.replace(/[\s-]/g, '').toUpperCase();
  if (!serie) return null;
  return campo(serie, esNumeroSerie(serie) ? l.confianza : DUDOSO);
}

function leerAsegurados(lector: Lector, formato: Formato): AseguradoCaratula[] {
  const tabla = formato.campos.asegurados;
  if (!tabla) return [];
  return lector.tabla(tabla).flatMap((fila) => {
    if (!fila.nombre) return [];
    const partes = dividirNombre(fila.nombre, formato.ordenNombre);
    const parentesco = fila.parentesco ? parentescoDe(fila.parentesco) : null;
    const fecha = fila.fecNacimiento ? leerFecha(fila.fecNacimiento) : null;
    const genero = fila.genero ? generoDe(fila.genero) : null;
    return [
      {
        parentesco: parentesco ? campo(parentesco, 1) : campo('otro', DUDOSO),
        nombres: campo(partes.nombres, partes.confianza),
        apPat: partes.apPat ? campo(partes.apPat, partes.confianza) : null,
        apMat: partes.apMat ? campo(partes.apMat, partes.confianza) : null,
        fecNacimiento: fecha ? campo(fecha, 1) : null,
        genero: genero ? campo(genero, 1) : null,
      },
    ];
  });
}

function leerRecibos(lector: Lector, formato: Formato): ReciboCaratula[] {
  const tabla = formato.campos.recibos;
  if (!tabla) return [];
  return lector.tabla(tabla).flatMap((fila) => {
    const serie = Number(/^\s*(\d+)/.exec(fila.serie ?? '')?.[1]);
    const de = fila.desde ? leerFecha(fila.desde) : null;
    const a = fila.hasta ? leerFecha(fila.hasta) : null;
    const total = fila.total ? leerImporte(fila.total) : null;
    return serie && de && a && total !== null ? [{ serie, fecVigDe: campo(de, 1), fecVigA: campo(a, 1), total: campo(total, 1) }] : [];
  });
}
