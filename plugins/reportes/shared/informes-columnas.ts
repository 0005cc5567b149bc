import type { FilaClienteInforme, FilaPolizaInforme, FilaReciboInforme } from './informes.ts';

/**
 * The columns of each grid, shared by the Blueprint table and the Excel and CSV exports so both show
 * the same thing. `dinero` columns are centavos of the row's `moneda`; `fecha` columns yyyy-MM-dd.
 */
export type TipoColumna = 'texto' | 'fecha' | 'dinero' | 'entero';

export interface ColumnaInforme<F> {
  clave: keyof F & string;
  titulo: string;
  tipo: TipoColumna;
  ancho?: number;
}

export const COLUMNAS_POLIZAS: readonly ColumnaInforme<FilaPolizaInforme>[] = [
  { clave: 'noPoliza', titulo: 'Póliza', tipo: 'texto', ancho: 16 },
  { clave: 'cliente', titulo: 'Contratante', tipo: 'texto', ancho: 30 },
  { clave: 'ramo', titulo: 'Ramo', tipo: 'texto' },
  { clave: 'aseguradora', titulo: 'Aseguradora', tipo: 'texto' },
  { clave: 'status', titulo: 'Estatus', tipo: 'texto' },
  { clave: 'formaPago', titulo: 'Forma de pago', tipo: 'texto' },
  { clave: 'fechaVigenciaDe', titulo: 'Vigencia desde', tipo: 'fecha' },
  { clave: 'fechaVigenciaA', titulo: 'Vigencia hasta', tipo: 'fecha' },
  { clave: 'moneda', titulo: 'Moneda', tipo: 'texto', ancho: 8 },
  { clave: 'prima', titulo: 'Prima neta', tipo: 'dinero' },
  { clave: 'total', titulo: 'Prima total', tipo: 'dinero' },
  { clave: 'comision', titulo: 'Comisión', tipo: 'dinero' },
];

export const COLUMNAS_RECIBOS: readonly ColumnaInforme<FilaReciboInforme>[] = [
  { clave: 'noPoliza', titulo: 'Póliza', tipo: 'texto', ancho: 16 },
  { clave: 'serie', titulo: 'Recibo', tipo: 'texto', ancho: 8 },
  { clave: 'cliente', titulo: 'Contratante', tipo: 'texto', ancho: 30 },
  { clave: 'ramo', titulo: 'Ramo', tipo: 'texto' },
  { clave: 'aseguradora', titulo: 'Aseguradora', tipo: 'texto' },
  { clave: 'status', titulo: 'Estatus', tipo: 'texto' },
  { clave: 'formaPago', titulo: 'Forma de pago', tipo: 'texto' },
  { clave: 'fecVigDe', titulo: 'Vigencia desde', tipo: 'fecha' },
  { clave: 'fecVence', titulo: 'Vencimiento', tipo: 'fecha' },
  { clave: 'fecPago', titulo: 'Fecha de pago', tipo: 'fecha' },
  { clave: 'moneda', titulo: 'Moneda', tipo: 'texto', ancho: 8 },
  { clave: 'prima', titulo: 'Prima neta', tipo: 'dinero' },
  { clave: 'total', titulo: 'Prima total', tipo: 'dinero' },
  { clave: 'comision', titulo: 'Comisión', tipo: 'dinero' },
];

export const COLUMNAS_COMISIONES: readonly ColumnaInforme<FilaReciboInforme>[] = COLUMNAS_RECIBOS.filter((c) => c.clave !== 'status' && c.clave !== 'fecVence');

export const COLUMNAS_CLIENTES: readonly ColumnaInforme<FilaClienteInforme>[] = [
  { clave: 'nombres', titulo: 'Nombre', tipo: 'texto', ancho: 24 },
  { clave: 'apPat', titulo: 'Apellido paterno', tipo: 'texto' },
  { clave: 'apMat', titulo: 'Apellido materno', tipo: 'texto' },
  { clave: 'rfc', titulo: 'RFC', tipo: 'texto' },
  { clave: 'fecha', titulo: 'Alta', tipo: 'fecha' },
  { clave: 'fecNacimiento', titulo: 'Nacimiento', tipo: 'fecha' },
  { clave: 'sexo', titulo: 'Sexo', tipo: 'texto', ancho: 8 },
  { clave: 'telefono', titulo: 'Teléfono', tipo: 'texto' },
  { clave: 'correo', titulo: 'Correo', tipo: 'texto', ancho: 28 },
  { clave: 'polizas', titulo: 'Pólizas', tipo: 'entero', ancho: 8 },
];
