import type { RamoId } from '../../catalogos/shared/catalogos.ts';
import type { StatusSiniestro } from './siniestros.ts';

/** How each claim status reads on screen (spec 03 §3). */
export const NOMBRE_STATUS: Readonly<Record<StatusSiniestro, string>> = {
  captura: 'Captura',
  faltante: 'Faltante',
  enviado: 'Enviado',
  rechazado: 'Rechazado',
  finalizado: 'Finalizado',
};

/** The claim's line as the screens name it (spec 03 §9: claim branches). */
export const NOMBRE_RAMO: Readonly<Record<RamoId, string>> = { 1: 'Auto', 3: 'Salud', 5: 'Vida', 7: 'Diversos' };

const lista = (estados: readonly StatusSiniestro[]) => new Intl.ListFormat('es', { type: 'disjunction' }).format(estados.map((s) => NOMBRE_STATUS[s]));

/** Every text the claims screens and API show (spec 03 §5, §8). */
export const MENSAJES_SINIESTROS = {
  // Validation (spec 03 §5).
  noSiniestroObligatorio: `El número de siniestro es obligatorio; escribe PENDIENTE si aún no lo tienes`,
  noSiniestroFormato: 'El número de siniestro solo puede contener letras, números, espacios, guiones, diagonales y puntos',
  clienteObligatorio: 'El cliente es obligatorio',
  polizaObligatoria: 'La póliza es obligatoria',
  fechaSiniestroObligatoria: 'La fecha del siniestro es obligatoria',
  fechaSiniestroFutura: 'La fecha del siniestro no puede ser posterior a hoy',
  resolucionAnterior: 'La fecha estimada de resolución no puede ser anterior a la fecha del siniestro',
  descripcionObligatoria: 'La descripción es obligatoria',
  statusObligatorio: 'El estatus es obligatorio',
  aseguradosFormato: 'Los asegurados deben ser una lista de ids de asegurados de la póliza',
  seleccioneAsegurado: 'Seleccione al menos un asegurado',
  // Warnings of the form (spec 03 §5).
  polizaSinAsegurados: 'La póliza no tiene asegurados registrados',
  polizaSinVehiculo: 'No se ha registrado un vehículo en la póliza',
  // Refusals of the API.
  noExiste: 'El siniestro no existe',
  polizaNoExiste: 'La póliza no existe',
  clienteNoExiste: 'El cliente no existe',
  polizaDeOtroCliente: 'La póliza elegida no es del cliente del siniestro; elige una de sus pólizas',
  polizaNoVigente: 'Solo se puede registrar un siniestro en una póliza vigente',
  aseguradoAjeno: 'Los asegurados elegidos deben ser asegurados de la póliza',
  statusInicial: (permitidos: readonly StatusSiniestro[]) => `Un siniestro nuevo empieza en ${lista(permitidos)}`,
  transicion: (de: StatusSiniestro, a: StatusSiniestro, permitidos: readonly StatusSiniestro[]) =>
    permitidos.length
      ? `Un siniestro en ${NOMBRE_STATUS[de]} no puede pasar a ${NOMBRE_STATUS[a]}; puede pasar a ${lista(permitidos)}`
      : `Un siniestro ${NOMBRE_STATUS[de].toLowerCase()} ya no cambia de estatus`,
  clienteRequeridoEnConsulta: 'Indica el cliente (clienteId) cuyas pólizas vigentes quieres ver',
  // Outcomes (spec 03 §8).
  guardado: 'Siniestro guardado correctamente',
  eliminado: 'Siniestro eliminado correctamente',
  errorAlGuardar: 'Error al guardar el siniestro',
  errorAlEliminar: 'Error al eliminar el siniestro',
  errorAlCargar: 'No se pudieron cargar los siniestros; inténtalo de nuevo',
  confirmarEliminar: '¿Deseas eliminar el siniestro? Se perderán su bitácora y sus adjuntos.',
  sinSiniestros: 'La póliza no tiene siniestros registrados',
  sinPolizasVigentes: 'El cliente no tiene pólizas vigentes',
  eligeCliente: 'Elige primero el cliente',
  // The claim's history in its log.
  asuntoBitacora: 'Siniestro',
  registrado: (status: StatusSiniestro) => `Siniestro registrado con estatus ${NOMBRE_STATUS[status]}`,
  cambioDeStatus: (de: StatusSiniestro, a: StatusSiniestro) => `Estatus cambiado de ${NOMBRE_STATUS[de]} a ${NOMBRE_STATUS[a]}`,
} as const;
