import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Avisos gráficos por ubicación de pantalla (HOME: carrusel del resumen de cartera) */
export class Banner extends Modelo {
  static override readonly tableName = 'banners';
  declare id: number;
  declare ubicacion: string;
  /** Imagen como URL data: (SVG); nunca una dirección externa */
  declare banner: string | null;
  declare descripcion: string;
  declare orden: number;
  declare activo: boolean;
}

/** Table and column names of `banners` for tuned knex queries: a renamed property breaks every use. */
export const bannerT = tablaDe<Banner>()('banners', ['id', 'ubicacion', 'banner', 'descripcion', 'orden', 'activo']);
