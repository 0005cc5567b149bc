import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Catálogo de planes de suscripción (precios en MXN); stripe_id es el precio en el proveedor de pagos */
export class Plan extends Modelo {
  static override readonly tableName = 'planes';
  declare id: number;
  declare nombre: string;
  declare precio: number;
  /** PRUEBA is the trial every new agent starts with: it is never sold. */
  declare periodicidad: 'MENSUAL' | 'ANUAL' | 'PRUEBA';
  declare recomendado: boolean;
  declare stripeId: string | null;
  declare orden: number;
  declare activo: boolean;
}

/** Table and column names of `planes` for tuned knex queries: a renamed property breaks every use. */
export const planT = tablaDe<Plan>()('planes', ['id', 'nombre', 'precio', 'periodicidad', 'recomendado', 'stripeId', 'orden', 'activo']);
