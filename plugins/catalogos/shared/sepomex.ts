/** One settlement of a postal code, as GET /api/sepomex/{cp} answers it (the client form's colonia choice). */
export interface AsentamientoSepomex {
  id: number;
  asentamiento: string;
  municipio: string;
  estado: string;
  /** Null for settlements outside a city (most rural ones). */
  ciudad: string | null;
  /** Colonia, Fraccionamiento, Ranchería… */
  tipo: string;
}

export const CODIGO_POSTAL = /^\d{5}$/;
export const CODIGO_POSTAL_INVALIDO = 'El código postal debe tener 5 dígitos';
