import type { FormValues, SchemaForm } from '../../../../web/src/ui/forms.tsx';
import type { Schema } from '../../../../core/shared/validation.ts';
import { celularSchema, clienteFisicaSchema, clienteMoralSchema, correoSchema, direccionCatalogoSchema, direccionManualSchema } from '../../shared/cliente-form.ts';
import type { Cliente, ClienteDatos, Fiscal } from '../../shared/clientes.ts';

/**
 * The 'Captura de Cliente' form keeps flat values ('direccion.cp', 'celular.numero'…), named as
 * validarCliente names its errors, and is checked by the shared schemas under those names.
 */
export type ValoresCliente = FormValues & Record<string, string>;

/** A nested schema under its prefix, without the ids the form never shows. */
function prefijado(prefijo: string, schema: Schema): Schema {
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([campo]) => campo !== 'id')
      .map(([campo, regla]) => [`${prefijo}.${campo}`, regla]),
  );
}

const SCHEMAS = new Map<string, Schema>();

/** The schema for a personalidad and an address chosen from SEPOMEX or typed by hand (memoised: the form compares it by identity). */
export function schemaCliente(fiscal: Fiscal, direccionManual: boolean): Schema {
  const clave = `${fiscal}-${direccionManual}`;
  let schema = SCHEMAS.get(clave);
  if (!schema) {
    const { id: _id, ...principal } = fiscal === 'fisica' ? clienteFisicaSchema : clienteMoralSchema;
    schema = {
      ...principal,
      ...prefijado('direccion', direccionManual ? direccionManualSchema : direccionCatalogoSchema),
      ...prefijado('celular', celularSchema),
      ...prefijado('correo', correoSchema),
    };
    SCHEMAS.set(clave, schema);
  }
  return schema;
}

/** The form's starting values: empty for a new client (persona física), the record's for an edit. */
export function valoresIniciales(cliente: Cliente | null): ValoresCliente {
  const direccion = cliente?.direcciones[0];
  const correo = cliente?.correos[0];
  return {
    fiscal: cliente?.fiscal ?? 'fisica',
    nombres: cliente?.nombres ?? '',
    apPat: cliente?.apPat ?? '',
    apMat: cliente?.apMat ?? '',
    alias: cliente?.alias ?? '',
    sexo: cliente?.sexo ?? '',
    fecNacimiento: cliente?.fecNacimiento ?? '',
    edoCivil: cliente?.edoCivil ?? '',
    fecRegistro: cliente?.fecRegistro ?? '',
    rfc: cliente?.rfc ?? '',
    'direccion.tipo': direccion?.tipo ?? '',
    'direccion.direccion': direccion?.direccion ?? '',
    'direccion.cp': direccion?.cp ?? '',
    'direccion.sepomexId': direccion?.sepomex ? String(direccion.sepomex.id) : '',
    'direccion.colonia': direccion?.colonia ?? '',
    'direccion.municipio': direccion?.municipio ?? '',
    'direccion.estado': direccion?.estado ?? '',
    'direccion.ciudad': direccion?.ciudad ?? '',
    'celular.numero': cliente?.celulares[0]?.numero ?? '',
    'correo.correo': correo?.correo ?? '',
    'correo.tipo': correo?.tipo ?? '',
  };
}

type Validados = Record<string, unknown>;

/** Picks the fields under a prefix back into a nested object. */
function anidar(prefijo: string, v: Validados): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(v)
      .filter(([campo]) => campo.startsWith(`${prefijo}.`))
      .map(([campo, valor]) => [campo.slice(prefijo.length + 1), valor]),
  );
}

/** The POST/PUT payload (spec 02 §7) from the validated values, keeping the ids of the record being edited. */
export function datosCliente(v: Validados, cliente: Cliente | null): ClienteDatos {
  const principal = Object.fromEntries(Object.entries(v).filter(([campo]) => !campo.includes('.')));
  const direccion = anidar('direccion', v) as ClienteDatos['direccion'];
  const correo = anidar('correo', v) as NonNullable<ClienteDatos['correo']>;
  return {
    ...(principal as Pick<ClienteDatos, 'fiscal' | 'nombres' | 'alias' | 'rfc'>),
    rfc: String(v.rfc).toUpperCase(),
    id: cliente?.id ?? null,
    direccion: { ...direccion, id: cliente?.direcciones[0]?.id ?? null },
    celular: { numero: String(v['celular.numero']), id: cliente?.celulares[0]?.id ?? null },
    correo: correo.correo ? { ...correo, id: cliente?.correos[0]?.id ?? null } : null,
  };
}

/** The form state the client form's parts share. */
export type FormCliente = SchemaForm<ValoresCliente, Record<string, unknown>>;
