import { RAMO, type RamoId } from '../../../catalogos/shared/catalogos.ts';
import type { RegistroDemo } from '../../../crm/server/index.ts';
import type { StatusCard } from '../../shared/embudo.ts';

/**
 * The demo's prospects and opportunities (docs/adr/015-datos-demo.md): invented people and companies,
 * e-mails on the reserved example domains, dates relative to the seeder's today.
 */

export const PROSPECTOS_DEMO: readonly Record<string, unknown>[] = [
  { fiscal: 'fisica', nombres: 'Mariana', apPat: 'Castillo', apMat: 'Ortega', sexo: 'mujer', edoCivil: 'casado', telefono: '5523418876', email: 'mariana.castillo@example.com' },
  { fiscal: 'fisica', nombres: 'Jorge Luis', apPat: 'Ramírez', apMat: 'Núñez', sexo: 'hombre', edoCivil: 'soltero', telefono: '3319027745', email: 'jorge.ramirez@example.org' },
  { fiscal: 'moral', nombres: 'Transportes del Bajío S.A. de C.V.', telefono: '4771203398', email: 'contacto@example.net' },
  { fiscal: 'fisica', nombres: 'Patricia', apPat: 'Mendoza', apMat: 'Silva', sexo: 'mujer', edoCivil: 'divorciado', telefono: '8187765520' },
  { fiscal: 'moral', nombres: 'Panadería La Espiga', telefono: '2224456610', email: 'ventas@example.com' },
  { fiscal: 'fisica', nombres: 'Ricardo', apPat: 'Torres', apMat: 'Vega', sexo: 'hombre', edoCivil: 'casado', email: 'ricardo.torres@example.com' },
  { fiscal: 'fisica', nombres: 'Lucía', apPat: 'Herrera', sexo: 'mujer', telefono: '5587710023' },
  { fiscal: 'moral', nombres: 'Consultores Ávila y Asociados S.C.', email: 'admin@example.org' },
];

/** The prospect an automatic process created (its detail shows the notice): the last one. */
export const PROSPECTO_ROBOT = { fiscal: 'fisica', nombres: 'Fernando', apPat: 'Galindo', telefono: '6643320198' } as const;

export interface CardDemo {
  /** Index in PROSPECTOS_DEMO. */
  prospecto: number;
  /** Index of the board's starting columns. */
  columna: number;
  nombre: string;
  descripcion: string;
  ramoId: RamoId;
  primaTotal: string;
  status: StatusCard;
  /** Days ago it was registered. */
  haceDias: number;
  notas: readonly string[];
}

export const CARDS_DEMO: readonly CardDemo[] = [
  {
    prospecto: 0,
    columna: 0,
    nombre: 'GMM familiar Castillo',
    descripcion: 'Gastos médicos mayores para la pareja y dos hijos; hoy tienen la póliza de la empresa del esposo.',
    ramoId: RAMO.SALUD,
    primaTotal: '38500.00',
    status: 'abierta',
    haceDias: 3,
    notas: ['Pidió comparar suma asegurada de 50 y 100 millones.'],
  },
  {
    prospecto: 2,
    columna: 0,
    nombre: 'Flotilla de 12 tractocamiones',
    descripcion: 'Renovación de flotilla con otra aseguradora en enero; quieren mejorar el deducible de robo.',
    ramoId: RAMO.AUTO,
    primaTotal: '486000.00',
    status: 'abierta',
    haceDias: 12,
    notas: ['Enviar cuestionario de siniestralidad de los últimos 3 años.', 'El gerente de flota es el contacto principal.'],
  },
  {
    prospecto: 1,
    columna: 1,
    nombre: 'Auto nuevo Ramírez',
    descripcion: 'Seguro de auto para un sedán 2026 financiado; la agencia le ofreció un seguro de contado.',
    ramoId: RAMO.AUTO,
    primaTotal: '14250.50',
    status: 'abierta',
    haceDias: 8,
    notas: [],
  },
  {
    prospecto: 4,
    columna: 1,
    nombre: 'Paquete empresarial panadería',
    descripcion: 'Incendio, robo y responsabilidad civil para el local y el horno industrial.',
    ramoId: RAMO.DIVERSOS,
    primaTotal: '22800.00',
    status: 'abierta',
    haceDias: 20,
    notas: ['Visita al local el jueves para tomar fotos del equipo.'],
  },
  {
    prospecto: 3,
    columna: 2,
    nombre: 'Vida con ahorro Mendoza',
    descripcion: 'Seguro de vida con componente de ahorro para la universidad de su hija.',
    ramoId: RAMO.VIDA,
    primaTotal: '30000.00',
    status: 'abierta',
    haceDias: 27,
    notas: [],
  },
  {
    prospecto: 5,
    columna: 2,
    nombre: 'Auto y casa Torres',
    descripcion: 'Paquete de auto y hogar; ya aceptó la propuesta y firmó la solicitud.',
    ramoId: RAMO.AUTO,
    primaTotal: '19900.00',
    status: 'exitosa',
    haceDias: 35,
    notas: ['Firmó la solicitud; falta el pago del primer recibo.'],
  },
  {
    prospecto: 7,
    columna: 1,
    nombre: 'GMM colectivo consultores',
    descripcion: 'Gastos médicos para 15 socios y empleados; decidieron quedarse con su aseguradora actual.',
    ramoId: RAMO.SALUD,
    primaTotal: '210000.00',
    status: 'no_exitosa',
    haceDias: 40,
    notas: [],
  },
];

/** A log record on the first prospect: the first call. */
export const BITACORA_DEMO: RegistroDemo = {
  asunto: 'Primer contacto',
  textos: [
    { tipo: 'llamada saliente', texto: 'Le llamé por recomendación de su hermana; le interesa un seguro de gastos médicos.', diasDespues: 0 },
    { tipo: 'correo', texto: 'Le envié el folleto de coberturas y agendamos una cita.', diasDespues: 1 },
  ],
};
