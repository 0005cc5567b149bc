import type { Schema } from '../../../core/shared/validation.ts';

export const SEXOS = ['hombre', 'mujer'] as const;
export const STATUS_VENDEDOR = ['activo', 'inactivo'] as const;

/** A seller as the list, the detail and the selectors show it (spec 03 §3; 01 §3 summary). */
export interface Vendedor {
  id: number;
  nombres: string;
  apPat: string;
  apMat: string;
  sexo: (typeof SEXOS)[number];
  rfc: string;
  correo: string;
  telefono: string;
  /** inactivo once deleted: kept for the policies and tasks that name the seller, no longer editable. */
  status: (typeof STATUS_VENDEDOR)[number];
}

/** POST and PUT payload (spec 03 §7): POST with an id updates that seller. */
export type VendedorDatos = Omit<Vendedor, 'id' | 'status'> & { id?: number | null };

export const MENSAJES_VENDEDORES = {
  guardado: 'Vendedor guardado correctamente',
  errorAlGuardar: 'Error al guardar el vendedor',
  eliminado: 'Vendedor eliminado correctamente',
  noExiste: 'El vendedor no existe',
  inactivoNoSeEdita: 'El vendedor está inactivo: solo se puede editar un vendedor activo',
  inactivoNoSeElimina: 'El vendedor está inactivo: solo se puede eliminar un vendedor activo',
  rfcRepetido: (rfc: string) => `Ya existe un vendedor activo con el RFC ${rfc}`,
  correoRepetido: (correo: string) => `Ya existe un vendedor activo con el correo ${correo}`,
} as const;

/** A person's RFC: four letters, the birth date (yyMMdd) and a three-character homoclave. */
const RFC_PERSONA_FISICA = /^[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}$/;

/** The seller form: every field required (spec 03 §5). The route upper-cases the RFC. */
export const vendedorSchema: Schema = {
  id: { kind: 'integer', label: 'El vendedor', min: 1 },
  nombres: { kind: 'string', label: 'El nombre', required: 'El nombre es obligatorio', max: 200 },
  apPat: { kind: 'string', label: 'El apellido paterno', required: 'El apellido paterno es obligatorio', max: 60 },
  apMat: { kind: 'string', label: 'El apellido materno', required: 'El apellido materno es obligatorio', max: 60 },
  sexo: { kind: 'string', label: 'El sexo', required: 'El sexo es obligatorio', oneOf: SEXOS },
  rfc: {
    kind: 'string',
    label: 'El RFC',
    required: 'El RFC es obligatorio',
    check: (v) => {
      const rfc = String(v).toUpperCase();
      if ([...rfc].length !== 13) return 'El RFC debe tener exactamente 13 caracteres';
      return RFC_PERSONA_FISICA.test(rfc) ? null : 'El RFC no es válido: 4 letras, 6 dígitos de la fecha de nacimiento y 3 caracteres de homoclave';
    },
  },
  correo: { kind: 'email', label: 'El correo', required: 'El correo es obligatorio', max: 100 },
  telefono: {
    kind: 'string',
    label: 'El teléfono',
    required: 'El teléfono es obligatorio',
    max: 15,
    pattern: /^\+?\d{10,14}$/,
    patternMessage: 'El teléfono debe tener 10 dígitos, con o sin la lada del país (+52)',
  },
};

/** The summary every signed-in user may read: seller selectors of tasks, policies and quotations. */
export const COLUMNAS_RESUMEN = ['id', 'nombres', 'apPat', 'apMat', 'status'] as const;
export type VendedorResumen = Pick<Vendedor, (typeof COLUMNAS_RESUMEN)[number]>;
