import type { Knex } from 'knex';
import { APP_ROLE } from '../../core/server/db/database.ts';

/**
 * Reference lists every agent shares (ARCHITECTURE §6): lines of business, closing reasons,
 * coverages per line and the summary's banners. Read-only for the API role.
 */

const RAMOS = [
  { id: 1, nombre: 'Auto', icono: 'drive-time', clave: 'auto' },
  { id: 3, nombre: 'Salud', icono: 'pulse', clave: 'salud' },
  { id: 5, nombre: 'Vida', icono: 'heart', clave: 'vida' },
  { id: 7, nombre: 'Diversos', icono: 'home', clave: 'diversos' },
];

/** tipo 0: policies (close, cancel, reactivate); tipo 3: receipts (cancel, reactivate). modelo 0: every line. */
const RAZONES: [tipo: number, nombres: string[]][] = [
  [
    0,
    [
      'Falta de pago',
      'Solicitud del cliente',
      'Cambio de aseguradora',
      'Venta del bien asegurado',
      'Pérdida total por siniestro',
      'Fallecimiento del asegurado',
      'No renovada al término de la vigencia',
      'Error de captura',
      'Rehabilitación de la póliza',
      'Otro',
    ],
  ],
  [
    3,
    [
      'Falta de pago',
      'Solicitud del cliente',
      'Cancelación de la póliza',
      'Cambio de forma de pago',
      'Error de captura',
      'Pago aplicado por error',
      'Rehabilitación del recibo',
      'Otro',
    ],
  ],
];

const COBERTURAS: [ramo: number, nombres: string[]][] = [
  [
    1,
    [
      'Daños materiales',
      'Robo total',
      'Responsabilidad civil por daños a terceros',
      'Gastos médicos ocupantes',
      'Asistencia legal',
      'Asistencia vial',
      'Responsabilidad civil en el extranjero',
      'Extensión de responsabilidad civil',
      'Muerte del conductor por accidente automovilístico',
      'Cristales',
      'Auto sustituto',
    ],
  ],
  [
    3,
    [
      'Gastos médicos mayores',
      'Emergencia en el extranjero',
      'Maternidad',
      'Cobertura dental',
      'Cobertura de visión',
      'Reducción de deducible por accidente',
      'Enfermedades graves',
      'Gastos médicos menores',
    ],
  ],
  [
    5,
    [
      'Fallecimiento',
      'Muerte accidental',
      'Invalidez total y permanente',
      'Exención de pago de primas por invalidez',
      'Enfermedades graves',
      'Gastos funerarios',
      'Ahorro para el retiro',
    ],
  ],
  [
    7,
    [
      'Incendio del inmueble',
      'Incendio de contenidos',
      'Terremoto y erupción volcánica',
      'Fenómenos hidrometeorológicos',
      'Robo con violencia',
      'Responsabilidad civil',
      'Cristales',
      'Equipo electrónico',
      'Rotura de maquinaria',
      'Dinero y valores',
    ],
  ],
];

/** A light banner in the brand yellow with one simple pictogram; the text is the banner's descripcion. */
function svgBanner(pictograma: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 150"><rect width="600" height="150" fill="#fff8d6"/><rect width="12" height="150" fill="#f2c200"/><circle cx="520" cy="75" r="52" fill="#f2c200"/><g fill="none" stroke="#7a5c00" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${pictograma}</g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const BANNERS = [
  {
    descripcion: 'Registra tus claves de agente y activa la sincronización con el portal de tu aseguradora: tu cartera se carga sola.',
    // Two arrows in a circle: synchronisation.
    banner: svgBanner('<path d="M495 60a28 28 0 0 1 48 0"/><path d="M545 90a28 28 0 0 1-48 0"/><path d="M543 46v14h-14"/><path d="M497 104V90h14"/>'),
  },
  {
    descripcion: 'Sube la carátula en PDF de una póliza y Cartera captura por ti al cliente, las primas y los recibos.',
    // A page with a folded corner and lines of text.
    banner: svgBanner('<path d="M500 45h28l14 14v46h-42z"/><path d="M528 45v14h14"/><path d="M510 75h22M510 88h22"/>'),
  },
  {
    descripcion: 'Revisa cada semana los recibos por cobrar y las pólizas por renovar: un recordatorio a tiempo evita una cancelación por falta de pago.',
    // A calendar page with a check mark.
    banner: svgBanner('<rect x="494" y="50" width="52" height="50" rx="4"/><path d="M494 64h52M506 44v12M534 44v12"/><path d="M508 82l8 8 16-16"/>'),
  },
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ramos', (t) => {
    t.integer('id').primary();
    t.string('nombre', 30).notNullable();
    t.string('icono', 40).notNullable();
    t.string('clave', 20).notNullable().unique();
  });
  await knex.raw(`comment on table ramos is 'Ramos (líneas de negocio): Auto 1, Salud 3, Vida 5, Diversos 7; el id es el código con que se guardan las pólizas'`);
  await knex.raw(`comment on column ramos.icono is 'Nombre del icono de Blueprint que lo representa'`);
  await knex('ramos').insert(RAMOS);

  await knex.schema.createTable('razones', (t) => {
    t.increments('id');
    t.smallint('tipo').notNullable();
    t.smallint('modelo').notNullable().defaultTo(0);
    t.string('nombre', 100).notNullable();
    t.smallint('orden').notNullable();
    t.index(['tipo', 'modelo']);
  });
  await knex.raw(`comment on table razones is 'Motivos para cerrar, cancelar o reactivar pólizas (tipo 0) y recibos (tipo 3)'`);
  await knex.raw(`comment on column razones.modelo is 'Ramo al que aplica el motivo; 0 para todos'`);
  await knex('razones').insert(RAZONES.flatMap(([tipo, nombres]) => nombres.map((nombre, i) => ({ tipo, modelo: 0, nombre, orden: i + 1 }))));

  await knex.schema.createTable('coberturas', (t) => {
    t.increments('id');
    t.integer('ramo_id').notNullable().references('id').inTable('ramos').index();
    t.string('nombre', 100).notNullable();
    t.smallint('orden').notNullable();
    t.unique(['ramo_id', 'nombre']);
  });
  await knex.raw(`comment on table coberturas is 'Coberturas habituales de cada ramo, para capturar pólizas y cotizaciones'`);
  await knex('coberturas').insert(COBERTURAS.flatMap(([ramo_id, nombres]) => nombres.map((nombre, i) => ({ ramo_id, nombre, orden: i + 1 }))));

  await knex.schema.createTable('banners', (t) => {
    t.increments('id');
    t.string('ubicacion', 20).notNullable();
    t.text('banner');
    t.string('descripcion', 300).notNullable();
    t.smallint('orden').notNullable();
    t.boolean('activo').notNullable().defaultTo(true);
    t.index(['ubicacion', 'orden']);
  });
  await knex.raw(`comment on table banners is 'Avisos gráficos por ubicación de pantalla (HOME: carrusel del resumen de cartera)'`);
  await knex.raw(`comment on column banners.banner is 'Imagen como URL data: (SVG); nunca una dirección externa'`);
  await knex('banners').insert(BANNERS.map((b, i) => ({ ...b, ubicacion: 'HOME', orden: i + 1 })));

  for (const table of ['ramos', 'razones', 'coberturas', 'banners']) {
    await knex.raw(`revoke insert, update, delete, truncate on ?? from ${APP_ROLE}`, [table]);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('banners');
  await knex.schema.dropTable('coberturas');
  await knex.schema.dropTable('razones');
  await knex.schema.dropTable('ramos');
}
