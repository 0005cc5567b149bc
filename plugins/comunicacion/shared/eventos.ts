/**
 * The events a template is written for (spec 01 §3: "an event has id, nombre, correoCampos"), each
 * with the `@` merge fields its translation fills from the object's data. A static catalogue: the
 * fields are what the server knows how to read, so they live with the code, not in a table.
 */
export type TipoObjeto = 'poliza' | 'recibo' | 'renovacion' | 'cliente' | 'prospecto' | 'siniestro';

export interface CorreoCampo {
  nombre: string;
  descripcion: string;
}

export interface CorreoEvento {
  id: number;
  nombre: string;
  /** What kind of object its templates render ('recibo' → a receipt id). */
  entidad: TipoObjeto;
  correoCampos: CorreoCampo[];
}

const campo = (nombre: string, descripcion: string): CorreoCampo => ({ nombre, descripcion });

const CLIENTE = [
  campo('cliente', 'Nombre completo del cliente'),
  campo('nombres', 'Nombre(s) del cliente'),
  campo('rfc', 'RFC del cliente'),
  campo('correo', 'Correo del cliente'),
  campo('celular', 'Celular del cliente'),
];
const POLIZA = [
  campo('noPoliza', 'Número de póliza'),
  campo('concepto', 'Concepto de la póliza'),
  campo('ramo', 'Ramo'),
  campo('vigenciaDe', 'Inicio de vigencia'),
  campo('vigenciaA', 'Fin de vigencia'),
  campo('totalPoliza', 'Prima total de la póliza'),
  campo('formaPago', 'Forma de pago'),
];

export const EVENTOS: readonly CorreoEvento[] = [
  { id: 1, nombre: 'Póliza', entidad: 'poliza', correoCampos: [...CLIENTE, ...POLIZA] },
  {
    id: 2,
    nombre: 'Recibo',
    entidad: 'recibo',
    correoCampos: [...CLIENTE, ...POLIZA, campo('serie', 'Recibo (serie de total)'), campo('importe', 'Importe del recibo'), campo('fecVence', 'Fecha de vencimiento del recibo')],
  },
  { id: 3, nombre: 'Renovación', entidad: 'renovacion', correoCampos: [...CLIENTE, ...POLIZA, campo('diasParaVencer', 'Días que faltan para el fin de vigencia')] },
  { id: 4, nombre: 'Cliente', entidad: 'cliente', correoCampos: [...CLIENTE, campo('fecNacimiento', 'Fecha de nacimiento')] },
  {
    id: 5,
    nombre: 'Prospecto',
    entidad: 'prospecto',
    correoCampos: [
      campo('prospecto', 'Nombre completo del prospecto'),
      campo('nombres', 'Nombre(s) del prospecto'),
      campo('correo', 'Correo del prospecto'),
      campo('celular', 'Teléfono del prospecto'),
    ],
  },
  {
    id: 6,
    nombre: 'Siniestro',
    entidad: 'siniestro',
    correoCampos: [
      ...CLIENTE,
      ...POLIZA,
      campo('noSiniestro', 'Número de siniestro'),
      campo('fechaSiniestro', 'Fecha del siniestro'),
      campo('statusSiniestro', 'Estatus del siniestro'),
      campo('descripcion', 'Descripción del siniestro'),
    ],
  },
];

export const IDS_EVENTO = EVENTOS.map((e) => e.id);

export function eventoPorId(id: number): CorreoEvento | undefined {
  return EVENTOS.find((e) => e.id === id);
}

/** The crm owner (entidad, as registered) whose log keeps a send about this kind of object. */
export const ENTIDAD_DE_OBJETO: Readonly<Record<TipoObjeto, 'polizas' | 'recibos' | 'clientes' | 'prospectos' | 'siniestros'>> = {
  poliza: 'polizas',
  renovacion: 'polizas',
  recibo: 'recibos',
  cliente: 'clientes',
  prospecto: 'prospectos',
  siniestro: 'siniestros',
};
