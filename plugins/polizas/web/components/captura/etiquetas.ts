/** The step's fields as their labels name them, in the form's order, for the hint of what Continuar still waits for. */
export const ETIQUETAS_GENERALES: Record<string, string> = {
  clienteId: 'Contratante',
  vendedor: 'Vendedor',
  claveAgente: 'Clave de agente',
  noPoliza: 'No. de póliza',
  concepto: 'Concepto',
  paquete: 'Plan',
  moneda: 'Moneda',
  fechaVigenciaDe: 'Inicio de vigencia',
  fechaVigenciaA: 'Fin de vigencia',
  formaPago: 'Forma de pago',
  conducto: 'Conducto de cobro',
  ramo: 'Ramo',
  polizaIDRenovo: 'Póliza que se renueva',
};
