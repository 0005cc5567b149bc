import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

interface ItemSeed {
  nombre: string;
  descripcion: string;
  tipo: string;
  cantidad: number;
  ayuda?: string;
}

const items = (usuarios: number, frecuencia: number, polizas: number, gb: number): ItemSeed[] => [
  { nombre: 'Usuarios', descripcion: 'Usuarios que pueden entrar a la cuenta, incluido el principal', tipo: 'USUARIO', cantidad: usuarios },
  {
    nombre: 'Frecuencia',
    descripcion: 'Días entre cada sincronización con los portales de las aseguradoras',
    tipo: 'FRECUENCIA',
    cantidad: frecuencia,
    ayuda: 'Cada cuántos días se descargan tus pólizas de los portales',
  },
  { nombre: 'Pólizas', descripcion: 'Pólizas vigentes que puedes administrar', tipo: 'POLIZA', cantidad: polizas },
  { nombre: 'Almacenamiento', descripcion: 'Gigabytes para carátulas, adjuntos y documentos', tipo: 'ALMACENAMIENTO', cantidad: gb },
];

const PLANES = [
  { nombre: 'Prueba', precio: 0, periodicidad: 'PRUEBA', recomendado: false, orden: 0, items: items(3, 7, 500, 1) },
  { nombre: 'Básico', precio: 299, periodicidad: 'MENSUAL', recomendado: false, orden: 1, items: items(1, 7, 500, 2) },
  { nombre: 'Profesional', precio: 549, periodicidad: 'MENSUAL', recomendado: true, orden: 2, items: items(3, 3, 3000, 10) },
  { nombre: 'Agencia', precio: 999, periodicidad: 'MENSUAL', recomendado: false, orden: 3, items: items(10, 1, 20000, 50) },
  { nombre: 'Básico', precio: 2990, periodicidad: 'ANUAL', recomendado: false, orden: 1, items: items(1, 7, 500, 2) },
  { nombre: 'Profesional', precio: 5490, periodicidad: 'ANUAL', recomendado: true, orden: 2, items: items(3, 3, 3000, 10) },
  { nombre: 'Agencia', precio: 9990, periodicidad: 'ANUAL', recomendado: false, orden: 3, items: items(10, 1, 20000, 50) },
];

/** Plans with their items and agents' subscriptions. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('planes', (t) => {
    t.increments('id');
    t.string('nombre', 60).notNullable();
    t.decimal('precio', 14, 2).notNullable();
    t.string('periodicidad', 10).notNullable();
    t.boolean('recomendado').notNullable().defaultTo(false);
    t.string('stripe_id', 100);
    t.integer('orden').notNullable().defaultTo(0);
    t.boolean('activo').notNullable().defaultTo(true);
  });
  await knex.raw(`alter table planes add constraint planes_periodicidad_check check (periodicidad in ('MENSUAL', 'ANUAL', 'PRUEBA'))`);
  await knex.raw(`comment on table planes is 'Catálogo de planes de suscripción (precios en MXN); stripe_id es el precio en el proveedor de pagos'`);

  await knex.schema.createTable('plan_items', (t) => {
    t.increments('id');
    t.integer('plan_id').notNullable().references('planes.id').onDelete('CASCADE').index();
    t.string('nombre', 60).notNullable();
    t.string('descripcion', 200).notNullable();
    t.string('tipo', 20).notNullable();
    t.integer('cantidad').notNullable();
    t.string('ayuda', 200);
  });
  await knex.raw(`comment on column plan_items.tipo is 'USUARIO (usuarios incluido el principal), FRECUENCIA (días entre sincronizaciones), POLIZA, ALMACENAMIENTO (GB)'`);

  await knex.schema.createTable('suscripciones', (t) => {
    t.increments('id');
    t.integer('agente_id').notNullable().references('agentes.id').onDelete('CASCADE');
    t.integer('plan_id').notNullable().references('planes.id');
    t.string('status', 12).notNullable().defaultTo('activa');
    t.timestamp('vigencia_de', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('vigencia_a', { useTz: true }).notNullable();
    t.string('stripe_customer_id', 100);
    t.string('stripe_subscription_id', 100);
    t.string('portal_url', 500);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['agente_id', 'vigencia_a']);
  });
  await knex.raw(`alter table suscripciones add constraint suscripciones_status_check check (status in ('activa', 'cancelada'))`);
  await knex.raw(`comment on table suscripciones is 'Periodos de suscripción de cada agente; la vigente es la de vigencia_a más reciente'`);
  await enableTenantIsolation(knex, 'suscripciones');

  for (const { items: planItems, ...plan } of PLANES) {
    const [{ id }] = await knex('planes').insert(plan).returning('id');
    await knex('plan_items').insert(planItems.map((i) => ({ ...i, plan_id: id })));
  }
}

export async function down(knex: Knex): Promise<void> {
  await disableTenantIsolation(knex, 'suscripciones');
  for (const table of ['suscripciones', 'plan_items', 'planes']) await knex.schema.dropTable(table);
}
