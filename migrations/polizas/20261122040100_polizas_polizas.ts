import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/**
 * Agent keys, policies with their insured people and vehicle, and receipts (spec 02 §3;
 * docs/adr/017-polizas.md). References between tenant tables are composite — (agente_id, x_id) →
 * x(agente_id, id) — so the database itself refuses a policy that names another agent's client,
 * seller, key or policy, whatever a route forgets.
 */

const TABLAS = ['agente_claves', 'polizas', 'poliza_asegurados', 'poliza_vehiculos', 'recibos'];

/** Tables other plugins created that policies reference or that gain a policy/receipt owner key. */
const REFERENCIADAS = ['clientes', 'vendedores', 'aseguradoras_propias'];

function tenant(t: Knex.CreateTableBuilder): void {
  t.increments('id');
  t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
}

/** (agente_id, columna) → tabla(agente_id, id); 'set null' clears only the column, never agente_id. */
async function referenciaDelAgente(
  knex: Knex,
  tabla: string,
  columna: string,
  destino: string,
  onDelete: 'restrict' | 'cascade' | 'set null' = 'restrict',
  sinValidarExistentes = false,
): Promise<void> {
  const accion = onDelete === 'set null' ? `set null (${columna})` : onDelete;
  await knex.raw(`alter table ?? add constraint ?? foreign key (agente_id, ??) references ?? (agente_id, id) on delete ${accion}${sinValidarExistentes ? ' not valid' : ''}`, [
    tabla,
    `${tabla}_${columna}_fk`,
    columna,
    destino,
  ]);
}

async function unicoPorAgente(knex: Knex, tabla: string): Promise<void> {
  await knex.raw(`alter table ?? add constraint ?? unique (agente_id, id)`, [tabla, `${tabla}_agente_id_id_uq`]);
}

function dinero(t: Knex.CreateTableBuilder, ...columnas: string[]): void {
  for (const c of columnas) t.decimal(c, 14, 2).notNullable().defaultTo(0);
}

export async function up(knex: Knex): Promise<void> {
  for (const tabla of REFERENCIADAS) await unicoPorAgente(knex, tabla);

  await knex.schema.createTable('agente_claves', (t) => {
    tenant(t);
    t.integer('aseguradora_predefinida_id').references('id').inTable('aseguradoras_predefinidas');
    t.integer('aseguradora_propia_id');
    t.string('clave', 15).notNullable();
    for (const ramo of ['vida', 'autos', 'salud', 'diversos']) {
      t.boolean(ramo).notNullable().defaultTo(true);
      t.decimal(`comision_${ramo}`, 5, 2).notNullable().defaultTo(0);
    }
    t.boolean('sincronizacion').notNullable().defaultTo(false);
    t.string('portal_clave', 100);
    t.text('portal_password_cifrado');
    t.timestamp('proxima_sincronizacion', { useTz: true });
    t.timestamp('terminos_aceptados_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table agente_claves add column aseguradora_id integer generated always as (coalesce(aseguradora_predefinida_id, aseguradora_propia_id)) stored not null`);
  await knex.raw(`alter table agente_claves add constraint agente_claves_aseguradora_ck check (num_nonnulls(aseguradora_predefinida_id, aseguradora_propia_id) = 1)`);
  await knex.raw(
    `alter table agente_claves add constraint agente_claves_comisiones_ck check (least(comision_vida, comision_autos, comision_salud, comision_diversos) >= 0 and greatest(comision_vida, comision_autos, comision_salud, comision_diversos) <= 100)`,
  );
  await knex.raw(
    `alter table agente_claves add constraint agente_claves_portal_ck check (not sincronizacion or (portal_clave is not null and portal_password_cifrado is not null))`,
  );
  await referenciaDelAgente(knex, 'agente_claves', 'aseguradora_propia_id', 'aseguradoras_propias');
  await knex.raw(`create unique index agente_claves_clave_uq on agente_claves (agente_id, aseguradora_id, upper(clave))`);
  await unicoPorAgente(knex, 'agente_claves');
  await knex.raw(
    `comment on table agente_claves is 'Claves de agente: el número con que una aseguradora identifica al agente, con sus comisiones por ramo y el acceso a su portal'`,
  );
  await knex.raw(`comment on column agente_claves.aseguradora_id is 'La aseguradora predefinida o la propia, la que esté puesta (docs/adr/010-aseguradoras.md)'`);
  await knex.raw(`comment on column agente_claves.vida is 'La clave se usa para pólizas de Vida (igual autos, salud y diversos)'`);
  await knex.raw(`comment on column agente_claves.comision_vida is 'Porcentaje de comisión predeterminado para Vida, 0 a 100 (igual autos, salud y diversos)'`);
  await knex.raw(
    `comment on column agente_claves.portal_password_cifrado is 'Contraseña del portal cifrada con AES-256-GCM (v1:iv:tag:datos en base64); la llave deriva del secreto de la instalación'`,
  );
  await knex.raw(
    `comment on column agente_claves.proxima_sincronizacion is 'Cuándo corre la siguiente sincronización con el portal: 15 minutos después de guardar las credenciales'`,
  );
  await knex.raw(`comment on column agente_claves.terminos_aceptados_at is 'Cuándo se aceptaron los términos y condiciones al guardar la clave'`);

  await knex.schema.createTable('polizas', (t) => {
    tenant(t);
    t.string('status', 10).notNullable().defaultTo('vigente');
    t.string('no_poliza', 50).notNullable();
    t.string('concepto', 100).notNullable();
    t.string('paquete', 50).notNullable();
    t.integer('ramo_id').notNullable().references('id').inTable('ramos');
    t.integer('cliente_id').notNullable();
    t.integer('vendedor_id');
    t.integer('agente_clave_id').notNullable();
    t.integer('aseguradora_id').notNullable();
    t.integer('moneda_id').notNullable().references('id').inTable('monedas_catalogo');
    t.string('forma_pago', 10).notNullable();
    t.string('conducto', 20);
    t.date('fecha_vigencia_de').notNullable();
    t.date('fecha_vigencia_a').notNullable();
    dinero(t, 'prima', 'derecho', 'recargo', 'iva', 'total', 'comision');
    t.decimal('porcentaje_comision', 5, 2).notNullable().defaultTo(0);
    t.text('texto');
    t.boolean('es_robot').notNullable().defaultTo(false);
    t.integer('poliza_id_renovo');
    t.integer('renueva_a_id');
    t.string('caratula_url', 1000);
    t.string('caratula_archivo', 255);
    t.integer('cierre_razon_id').references('id').inTable('razones');
    t.text('cierre_texto');
    t.integer('usuario_id').notNullable().references('id').inTable('usuarios');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table polizas add constraint polizas_status_ck check (status in ('vigente', 'pendiente', 'terminada', 'cancelada', 'eliminada'))`);
  await knex.raw(`alter table polizas add constraint polizas_forma_pago_ck check (forma_pago in ('contado', 'semestral', 'trimestral', 'mensual'))`);
  await knex.raw(`alter table polizas add constraint polizas_vigencia_ck check (fecha_vigencia_a > fecha_vigencia_de)`);
  await knex.raw(`alter table polizas add constraint polizas_porcentaje_ck check (porcentaje_comision between 0 and 100)`);
  await unicoPorAgente(knex, 'polizas');
  await referenciaDelAgente(knex, 'polizas', 'cliente_id', 'clientes');
  await referenciaDelAgente(knex, 'polizas', 'vendedor_id', 'vendedores');
  await referenciaDelAgente(knex, 'polizas', 'agente_clave_id', 'agente_claves');
  await referenciaDelAgente(knex, 'polizas', 'poliza_id_renovo', 'polizas', 'set null');
  await referenciaDelAgente(knex, 'polizas', 'renueva_a_id', 'polizas', 'set null');
  // The lists: by validity start (the default filter), by end (renewals), by client and key.
  await knex.raw(`create index polizas_vigencia_de_idx on polizas (agente_id, fecha_vigencia_de desc, id desc) where status <> 'eliminada'`);
  await knex.raw(`create index polizas_vigencia_a_idx on polizas (agente_id, fecha_vigencia_a) where status = 'vigente'`);
  await knex.raw(`create index polizas_cliente_idx on polizas (agente_id, cliente_id)`);
  await knex.raw(`create index polizas_clave_idx on polizas (agente_id, agente_clave_id)`);
  await knex.raw(`create index polizas_no_poliza_idx on polizas (agente_id, upper(no_poliza))`);
  await knex.raw(`comment on table polizas is 'Pólizas del agente (docs/adr/017-polizas.md)'`);
  await knex.raw(
    `comment on column polizas.status is 'vigente, pendiente, terminada (cerrada con algún recibo pagado), cancelada (cerrada sin pagos) o eliminada (borrado lógico: sale de toda lista y reporte)'`,
  );
  await knex.raw(`comment on column polizas.paquete is 'Plan o paquete contratado'`);
  await knex.raw(`comment on column polizas.aseguradora_id is 'Aseguradora de la clave de agente, copiada para filtrar y agrupar sin unir la clave'`);
  await knex.raw(`comment on column polizas.moneda_id is 'Moneda del catálogo (MXN 1, USD 2, EUR 3, UDI 4); el tipo de cambio es el que configuró el agente'`);
  await knex.raw(`comment on column polizas.conducto is 'Conducto de cobro (CXC, TARJETA, ...); nulo si no se indicó uno válido'`);
  await knex.raw(`comment on column polizas.recargo is 'Financiamiento (recargo por pago fraccionado); puede ser negativo'`);
  await knex.raw(`comment on column polizas.texto is 'Descripción libre del bien asegurado (Diversos y detalles)'`);
  await knex.raw(`comment on column polizas.es_robot is 'Creada por sincronización o PDF: el agente debe validar sus datos'`);
  await knex.raw(`comment on column polizas.poliza_id_renovo is 'La póliza que renovó a esta, o nulo'`);
  await knex.raw(`comment on column polizas.renueva_a_id is 'La póliza que esta renueva, o nulo'`);
  await knex.raw(`comment on column polizas.cierre_razon_id is 'Motivo del último cierre o cancelación (razones tipo 0)'`);
  await knex.raw(`comment on column polizas.usuario_id is 'Quién capturó la póliza; created_at es su fecha de captura'`);

  await knex.schema.createTable('poliza_asegurados', (t) => {
    tenant(t);
    t.integer('poliza_id').notNullable();
    t.smallint('orden').notNullable();
    t.string('parentesco', 10).notNullable();
    t.string('nombres', 80).notNullable();
    t.string('ap_pat', 60).notNullable();
    t.string('ap_mat', 60);
    t.date('fec_nacimiento');
    t.string('rfc', 20);
    t.string('genero', 6).notNullable();
  });
  await referenciaDelAgente(knex, 'poliza_asegurados', 'poliza_id', 'polizas', 'cascade');
  await knex.raw(`create index poliza_asegurados_poliza_idx on poliza_asegurados (poliza_id, orden)`);
  await knex.raw(`alter table poliza_asegurados add constraint poliza_asegurados_parentesco_ck check (parentesco in ('titular', 'conyuge', 'hijo', 'otro'))`);
  await knex.raw(`alter table poliza_asegurados add constraint poliza_asegurados_genero_ck check (genero in ('hombre', 'mujer'))`);
  await knex.raw(`comment on table poliza_asegurados is 'Asegurados de pólizas de Vida y Salud, en el orden capturado (el primero es el titular en Vida)'`);

  await knex.schema.createTable('poliza_vehiculos', (t) => {
    tenant(t);
    t.integer('poliza_id').notNullable().unique();
    t.smallint('modelo').notNullable();
    t.string('marca', 60);
    t.string('tipo', 100);
    t.string('amis', 20);
    t.string('descripcion', 300).notNullable();
    t.string('no_serie', 17).notNullable();
    t.string('placas', 10);
  });
  await referenciaDelAgente(knex, 'poliza_vehiculos', 'poliza_id', 'polizas', 'cascade');
  await knex.raw(`comment on table poliza_vehiculos is 'Vehículo asegurado de una póliza de Auto'`);
  await knex.raw(`comment on column poliza_vehiculos.modelo is 'Año modelo'`);
  await knex.raw(`comment on column poliza_vehiculos.amis is 'Clave del catálogo de vehículos del producto, si la descripción se eligió de él'`);

  await knex.schema.createTable('recibos', (t) => {
    tenant(t);
    t.integer('poliza_id').notNullable();
    t.smallint('serie').notNullable();
    t.smallint('total_serie').notNullable();
    t.date('fec_vig_de').notNullable();
    t.date('fec_vig_a').notNullable();
    t.date('fec_vence').notNullable();
    dinero(t, 'prima', 'derecho', 'recargo', 'iva', 'total', 'comision', 'ajuste');
    t.string('status', 10).notNullable().defaultTo('pendiente');
    t.date('fec_pago');
    t.string('folio_pago', 50);
    t.decimal('tipo_cambio', 12, 4);
    t.text('observacion');
    t.string('folio_aseguradora', 50);
    t.date('fec_conciliacion');
    t.string('folio_conciliacion', 50);
    t.boolean('cancelado_por_cierre').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table recibos add constraint recibos_status_ck check (status in ('pendiente', 'pagado', 'cancelado'))`);
  await knex.raw(`alter table recibos add constraint recibos_pago_ck check ((status = 'pagado') = (fec_pago is not null))`);
  await knex.raw(`alter table recibos add constraint recibos_serie_ck check (serie between 1 and total_serie)`);
  await unicoPorAgente(knex, 'recibos');
  await referenciaDelAgente(knex, 'recibos', 'poliza_id', 'polizas', 'cascade');
  await knex.raw(`create index recibos_poliza_idx on recibos (poliza_id, serie)`);
  // Collections: pending receipts by due date; commissions and the summary: paid ones by payment date.
  await knex.raw(`create index recibos_pendientes_idx on recibos (agente_id, fec_vence, id) where status = 'pendiente'`);
  await knex.raw(`create index recibos_pagados_idx on recibos (agente_id, fec_pago) where status = 'pagado'`);
  await knex.raw(`comment on table recibos is 'Recibos de pago de las pólizas'`);
  await knex.raw(`comment on column recibos.status is 'pendiente, pagado o cancelado; vencido no se guarda: es un pendiente con fec_vence anterior a hoy'`);
  await knex.raw(`comment on column recibos.recargo is 'Financiamiento del recibo'`);
  await knex.raw(`comment on column recibos.ajuste is 'Ajuste manual al total conciliado con la aseguradora'`);
  await knex.raw(`comment on column recibos.tipo_cambio is 'Pesos por unidad de la moneda de la póliza el día del pago'`);
  await knex.raw(`comment on column recibos.cancelado_por_cierre is 'Lo canceló el cierre de su póliza: la reactivación de la póliza lo devuelve a pendiente'`);

  for (const tabla of TABLAS) await enableTenantIsolation(knex, tabla);

  // The activity log and attachments of policies, receipts and clients (docs/adr/013-bitacora.md):
  // checked for every new row; rows written before these keys existed are left as they are.
  for (const tabla of ['bitacoras', 'adjuntos']) {
    await referenciaDelAgente(knex, tabla, 'cliente_id', 'clientes', 'cascade', true);
    await referenciaDelAgente(knex, tabla, 'poliza_id', 'polizas', 'cascade', true);
    await referenciaDelAgente(knex, tabla, 'recibo_id', 'recibos', 'cascade', true);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const tabla of ['bitacoras', 'adjuntos']) {
    for (const columna of ['cliente_id', 'poliza_id', 'recibo_id']) await knex.raw(`alter table ?? drop constraint if exists ??`, [tabla, `${tabla}_${columna}_fk`]);
  }
  for (const tabla of [...TABLAS].reverse()) {
    await disableTenantIsolation(knex, tabla);
    await knex.schema.dropTable(tabla);
  }
  for (const tabla of REFERENCIADAS) await knex.raw(`alter table ?? drop constraint ??`, [tabla, `${tabla}_agente_id_id_uq`]);
}
