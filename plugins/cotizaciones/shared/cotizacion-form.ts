import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { validate, type FieldErrors, type FieldRule, type Schema, type ValidationResult } from '../../../core/shared/validation.ts';
import { LETRAS_Y_ESPACIOS } from '../../catalogos/shared/aseguradoras.ts';
import { RAMO, type RamoId } from '../../catalogos/shared/catalogos.ts';
import { MAX_ID } from '../../clientes/shared/clientes.ts';
import {
  GENEROS,
  PARENTESCOS,
  STATUS_COTIZACION,
  VIGENCIA_DIAS,
  type AseguradoCotizacion,
  type CotizacionDatos,
  type ItemCotizacionDatos,
  type VehiculoCotizacion,
} from './cotizaciones.ts';
import { MENSAJES_COTIZACIONES as M } from './mensajes.ts';
import { comoRamo, MAXIMO_ITEMS, reglaDeRamo, resultado, validarCamposDePlan, validarLista, validarPlanes } from './propuesta-form.ts';

/**
 * The quotation form (spec 03 §5 Quotation form): one validation for the form and for POST/PUT
 * /cotizaciones, with its messages. Fields the ramo hides are cleared (insureds only for Salud and
 * Vida, the vehicle only for Auto, the property detail only for Diversos), so a ramo's data never
 * lingers under another. Whether ids (client, prospect, insurer, template) are the agent's is the
 * server's check.
 */

const MAXIMO_ASEGURADOS = 30;
const MAXIMO_VEHICULOS = 10;

/** The recipient's e-mail: the form's and the send's (POST /cotizaciones/{id}/send). */
const reglaCorreo: FieldRule = { kind: 'email', label: 'El correo', required: M.correoObligatorio, max: 200 };
export const envioSchema: Schema = { correo: reglaCorreo };

export const cotizacionSchema: Schema = {
  ramo: reglaDeRamo,
  clienteId: { kind: 'integer', label: 'El cliente', min: 1, max: MAX_ID },
  prospectoId: { kind: 'integer', label: 'El prospecto', min: 1, max: MAX_ID },
  correo: reglaCorreo,
  status: { kind: 'string', label: 'El estatus', required: M.statusObligatorio, oneOf: STATUS_COTIZACION },
  fecVencimiento: {
    kind: 'date',
    label: 'La fecha de vencimiento',
    required: M.fecVencimientoObligatoria,
    check: (v, datos) => (String(v) < String(datos.__hoy ?? hoyEnMexico()) ? M.fecVencimientoPasada : null),
  },
  texto: { kind: 'string', label: 'El detalle del bien', max: 1500 },
};

export const aseguradoSchema: Schema = {
  nombre: {
    kind: 'string',
    label: 'El nombre del asegurado',
    required: M.aseguradoNombreObligatorio,
    max: 200,
    pattern: LETRAS_Y_ESPACIOS,
    patternMessage: M.aseguradoNombreFormato,
  },
  parentesco: { kind: 'string', label: 'El parentesco', required: M.parentescoObligatorio, oneOf: PARENTESCOS },
  genero: { kind: 'string', label: 'El género', required: M.generoObligatorio, oneOf: GENEROS },
  fecNacimiento: { kind: 'date', label: 'La fecha de nacimiento', check: (v, datos) => (String(v) > String(datos.__hoy) ? M.fecNacimientoFutura : null) },
};

export const vehiculoSchema: Schema = {
  descripcion: { kind: 'string', label: 'La descripción del vehículo', required: M.vehiculoDescripcionObligatoria, max: 100 },
  modelo: { kind: 'string', label: 'El modelo', required: M.vehiculoModeloObligatorio, pattern: /^\d{4}$/, patternMessage: M.vehiculoModeloFormato },
};

const itemSchema: Schema = {
  id: { kind: 'integer', label: 'La propuesta', min: 1, max: MAX_ID },
  templateId: { kind: 'integer', label: 'La plantilla', min: 1, max: MAX_ID },
  aseguradoraId: { kind: 'integer', label: 'La aseguradora', required: M.aseguradoraObligatoria, min: 1, max: MAX_ID },
};

/** Age in whole years on `hoy` (both 'yyyy-MM-dd'), as the form shows it (spec 03 §5). */
export function edadEn(fecNacimiento: string, hoy: string): number {
  const [a, m, d] = fecNacimiento.split('-').map(Number);
  const [ha, hm, hd] = hoy.split('-').map(Number);
  return ha - a - (hm < m || (hm === m && hd < d) ? 1 : 0);
}

/** A new quotation's expiry: today plus 7 days, Mexico City (spec 03 §3). */
export function vencimientoPredeterminado(hoy = hoyEnMexico()): string {
  const fecha = new Date(`${hoy}T00:00:00Z`);
  fecha.setUTCDate(fecha.getUTCDate() + VIGENCIA_DIAS);
  return fecha.toISOString().slice(0, 10);
}

function validarItem(entrada: unknown, ramo: RamoId, n: number, errors: FieldErrors): ItemCotizacionDatos | null {
  const datos = entrada && typeof entrada === 'object' && !Array.isArray(entrada) ? (entrada as Record<string, unknown>) : {};
  const prefijo = `items.${n}.`;
  const r = validate<Pick<ItemCotizacionDatos, 'id' | 'templateId' | 'aseguradoraId'>>(itemSchema, datos);
  if (!r.ok) for (const [campo, mensaje] of Object.entries(r.errors)) errors[`${prefijo}${campo}`] = mensaje;
  const campos = validarCamposDePlan(datos, ramo, prefijo, errors);
  const planesPago = validarPlanes(datos.planesPago, `${prefijo}planesPago`, errors);
  if (!r.ok || !campos) return null;
  return { id: r.value.id ?? null, templateId: r.value.templateId ?? null, aseguradoraId: r.value.aseguradoraId, ...campos, planesPago };
}

/** Insureds (Salud, Vida): at least one; the first is the titular and no one else is (spec 03 §4). */
function validarAsegurados(valor: unknown, hoy: string, errors: FieldErrors): AseguradoCotizacion[] {
  const lista = validarLista(valor, 'asegurados', MAXIMO_ASEGURADOS, 'asegurados', errors, (e) =>
    validate<Omit<AseguradoCotizacion, 'id' | 'edad'>>(aseguradoSchema, { ...(e && typeof e === 'object' ? e : {}), __hoy: hoy }),
  );
  if (Array.isArray(valor) && valor.length === 0) errors.asegurados = M.aseguradosObligatorios;
  lista.forEach((a, n) => {
    if (n === 0 && a.parentesco !== 'titular') errors['asegurados.0.parentesco'] = M.primeroTitular;
    if (n > 0 && a.parentesco === 'titular') errors[`asegurados.${n}.parentesco`] = M.soloUnTitular;
  });
  return lista.map((a, n) => ({
    id: n + 1,
    nombre: a.nombre,
    parentesco: a.parentesco,
    genero: a.genero,
    fecNacimiento: a.fecNacimiento ?? null,
    edad: a.fecNacimiento ? edadEn(a.fecNacimiento, hoy) : null,
  }));
}

/**
 * The payload checked and normalised. `hoy` (Mexico City) decides the expiry check and the ages.
 * Exactly one recipient: a client or a prospect.
 */
export function validarCotizacion(entrada: unknown, hoy = hoyEnMexico()): ValidationResult<CotizacionDatos> {
  const datos = entrada && typeof entrada === 'object' && !Array.isArray(entrada) ? (entrada as Record<string, unknown>) : {};
  const r = validate<Omit<CotizacionDatos, 'vehiculos' | 'asegurados' | 'items'>>(cotizacionSchema, { ...datos, __hoy: hoy });
  const errors: FieldErrors = r.ok ? {} : { ...r.errors };
  const ramo = r.ok || !errors.ramo ? comoRamo(datos.ramo) : null;
  if (r.ok) {
    if (r.value.clienteId == null && r.value.prospectoId == null) errors.clienteId = M.destinatarioObligatorio;
    if (r.value.clienteId != null && r.value.prospectoId != null) errors.clienteId = M.destinatarioUnico;
    if (ramo === RAMO.DIVERSOS && !r.value.texto) errors.texto = M.textoObligatorio;
  }
  const conAsegurados = ramo === RAMO.SALUD || ramo === RAMO.VIDA;
  const asegurados = conAsegurados ? validarAsegurados(datos.asegurados ?? [], hoy, errors) : [];
  let vehiculos: VehiculoCotizacion[] = [];
  if (ramo === RAMO.AUTO) {
    vehiculos = validarLista(datos.vehiculos, 'vehiculos', MAXIMO_VEHICULOS, 'vehículos', errors, (e) => validate<VehiculoCotizacion>(vehiculoSchema, e));
    if (!errors.vehiculos && !Object.keys(errors).some((k) => k.startsWith('vehiculos.')) && vehiculos.length === 0) errors.vehiculos = M.vehiculoObligatorio;
  }
  const items: ItemCotizacionDatos[] = [];
  if (ramo !== null) {
    if (!Array.isArray(datos.items) || datos.items.length === 0) errors.items = M.itemsObligatorios;
    else if (datos.items.length > MAXIMO_ITEMS) errors.items = M.demasiados('propuestas', MAXIMO_ITEMS);
    else
      datos.items.forEach((e, n) => {
        const item = validarItem(e, ramo, n, errors);
        if (item) items.push(item);
      });
  }
  return resultado(errors, () => {
    if (!r.ok || ramo === null) throw new Error('validación incompleta');
    return {
      ramo,
      clienteId: r.value.clienteId ?? null,
      prospectoId: r.value.prospectoId ?? null,
      correo: r.value.correo,
      status: r.value.status,
      fecVencimiento: r.value.fecVencimiento,
      texto: ramo === RAMO.DIVERSOS ? (r.value.texto ?? null) : null,
      vehiculos,
      asegurados,
      items,
    };
  });
}
