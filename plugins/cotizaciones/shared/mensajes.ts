import type { FormaPago, RamoId } from '../../catalogos/shared/catalogos.ts';
import type { Genero, Parentesco, StatusCotizacion } from './cotizaciones.ts';

/** How each quotation status reads on screen (spec 03 §3). */
export const NOMBRE_STATUS: Readonly<Record<StatusCotizacion, string>> = {
  captura: 'Captura',
  enviada: 'Enviada',
  revision: 'Revisión',
  cancelada: 'Cancelada',
  perdida: 'Perdida',
  ganada: 'Ganada',
  eliminada: 'Eliminada',
};

/** The quotation's line as the screens name it (spec 03 §1). */
export const NOMBRE_RAMO: Readonly<Record<RamoId, string>> = { 1: 'Auto', 3: 'Salud', 5: 'Vida', 7: 'Diversos' };

export const NOMBRE_PARENTESCO: Readonly<Record<Parentesco, string>> = {
  titular: 'Titular',
  conyuge: 'Cónyuge',
  hijo: 'Hijo',
  hija: 'Hija',
  padre: 'Padre',
  madre: 'Madre',
  otro: 'Otro',
};

export const NOMBRE_GENERO: Readonly<Record<Genero, string>> = { hombre: 'Hombre', mujer: 'Mujer' };

export const NOMBRE_FORMA_PAGO: Readonly<Record<FormaPago, string>> = { contado: 'Contado', semestral: 'Semestral', trimestral: 'Trimestral', mensual: 'Mensual' };

const lista = (estados: readonly StatusCotizacion[]) => new Intl.ListFormat('es', { type: 'disjunction' }).format(estados.map((s) => NOMBRE_STATUS[s]));

/** Every text the quotation and template screens, the viewer and the API show (spec 03 §5, §8). */
export const MENSAJES_COTIZACIONES = {
  // Validation of the quotation form (spec 03 §5).
  ramoObligatorio: 'El ramo es obligatorio',
  ramoNoValido: (ramo: unknown) => `El ramo ${String(ramo)} no es válido`,
  destinatarioObligatorio: 'Elige el cliente o el prospecto de la cotización',
  destinatarioUnico: 'La cotización es para un cliente o para un prospecto, no para ambos',
  correoObligatorio: 'El correo es obligatorio',
  fecVencimientoObligatoria: 'La fecha de vencimiento es obligatoria',
  fecVencimientoPasada: 'La fecha de vencimiento no puede ser anterior a hoy',
  statusObligatorio: 'El estatus es obligatorio',
  textoObligatorio: 'El detalle del bien es obligatorio',
  vehiculoObligatorio: 'Captura la descripción y el modelo del vehículo',
  vehiculoDescripcionObligatoria: 'La descripción del vehículo es obligatoria',
  vehiculoModeloObligatorio: 'El modelo del vehículo es obligatorio',
  vehiculoModeloFormato: 'El modelo debe ser un año de 4 dígitos',
  itemsObligatorios: 'Agrega al menos una propuesta',
  demasiados: (que: string, maximo: number) => `Se admiten como máximo ${maximo} ${que}`,
  aseguradoNombreObligatorio: 'El nombre del asegurado es obligatorio',
  aseguradoNombreFormato: 'El nombre del asegurado solo admite letras y espacios',
  parentescoObligatorio: 'El parentesco es obligatorio',
  generoObligatorio: 'El género es obligatorio',
  aseguradosObligatorios: 'Agrega al menos un asegurado',
  primeroTitular: 'El primer asegurado es el titular',
  soloUnTitular: 'Solo el primer asegurado puede ser el titular',
  fecNacimientoFutura: 'La fecha de nacimiento no puede ser posterior a hoy',
  // A proposal or a template (spec 03 §5).
  aseguradoraObligatoria: 'La aseguradora es obligatoria',
  planObligatorio: 'El plan es obligatorio',
  monedaObligatoria: 'La moneda es obligatoria',
  sumaAseguradaObligatoria: 'La suma asegurada es obligatoria',
  conceptoDescripcionObligatoria: 'La descripción es obligatoria',
  conceptoValorObligatorio: 'El valor es obligatorio',
  coberturaValorFormato: 'El valor de la cobertura solo admite letras, números, espacios y los signos $ % , . / - ( )',
  formaPagoRepetida: (forma: FormaPago) => `La forma de pago ${NOMBRE_FORMA_PAGO[forma]} aparece más de una vez en la propuesta`,
  totalContadoObligatorio: 'El total de contado es obligatorio',
  primerReciboObligatorio: 'La prima del primer recibo es obligatoria',
  reciboSubObligatorio: 'La prima de los recibos subsecuentes es obligatoria',
  montoNegativo: (label: string) => `${label} no puede ser negativo`,
  montoDecimales: (label: string) => `${label} debe tener como máximo 2 decimales`,
  nombreObligatorio: 'El nombre es obligatorio',
  // Refusals of the API.
  noExiste: 'La cotización no existe',
  templateNoExiste: 'La plantilla no existe',
  clienteNoExiste: 'El cliente no existe',
  prospectoNoExiste: 'El prospecto no existe',
  aseguradoraNoExiste: 'La aseguradora no existe',
  monedaNoConfigurada: (moneda: string) => `La moneda ${moneda} no está configurada; agrégala en Monedas`,
  templateDeOtroRamo: 'La plantilla elegida es de otro ramo',
  ramoBloqueado: 'El ramo de una cotización guardada no se puede cambiar',
  propuestaAceptada: 'La propuesta que aceptó el cliente no se puede quitar de la cotización',
  statusInicial: 'Una cotización nueva empieza en Captura',
  transicion: (de: StatusCotizacion, a: StatusCotizacion, permitidos: readonly StatusCotizacion[]) =>
    permitidos.length
      ? `Una cotización en ${NOMBRE_STATUS[de]} no puede pasar a ${NOMBRE_STATUS[a]}; puede pasar a ${lista(permitidos)}`
      : `Una cotización ${NOMBRE_STATUS[de].toLowerCase()} ya no cambia de estatus`,
  noEnviable: (status: StatusCotizacion) => `Una cotización ${NOMBRE_STATUS[status].toLowerCase()} ya no se puede enviar`,
  // Outcomes (spec 03 §8).
  guardada: 'Cotización guardada correctamente',
  eliminada: 'Cotización eliminada correctamente',
  enviada: (correo: string) => `Cotización enviada a ${correo}`,
  templateGuardado: 'Plantilla guardada correctamente',
  templateEliminado: 'Plantilla eliminada correctamente',
  errorAlGuardar: 'Error al guardar la cotización',
  errorAlGuardarTemplate: 'Error al guardar la plantilla',
  // The e-mail to the recipient.
  asuntoCorreo: (empresa: string, no: number) => `${empresa}: cotización ${no}`,
  // The client's acceptance (beyond the spec; docs/adr/033-cotizaciones.md).
  aceptacionItemObligatorio: 'Elige la propuesta que aceptas',
  aceptacionFormaPagoObligatoria: 'Elige la forma de pago',
  aceptacionNombreObligatorio: 'Escribe tu nombre para confirmar',
  aceptacionNombreLargo: 'Tu nombre debe tener entre 3 y 120 caracteres',
  aceptacionItemAjeno: 'La propuesta elegida no es de esta cotización',
  aceptacionPlanAjeno: (forma: FormaPago) => `La propuesta elegida no ofrece pago ${NOMBRE_FORMA_PAGO[forma].toLowerCase()}`,
  yaAceptada: 'Esta cotización ya fue aceptada',
  vencida: 'Esta cotización ya venció; pide a tu agente una nueva',
  noAceptable: (status: StatusCotizacion) => `Esta cotización está ${NOMBRE_STATUS[status].toLowerCase()} y ya no se puede aceptar`,
  aceptada: 'Gracias: tu agente recibió tu aceptación y se pondrá en contacto contigo',
  // The quotation's history in its log, the agent's task and e-mail.
  asuntoBitacora: 'Cotización',
  registrada: (no: number) => `Cotización ${no} registrada`,
  cambioDeStatus: (de: StatusCotizacion, a: StatusCotizacion) => `Estatus cambiado de ${NOMBRE_STATUS[de]} a ${NOMBRE_STATUS[a]}`,
  bitacoraEnvio: (correo: string, liga: string) => `Cotización enviada a ${correo} con la liga ${liga}`,
  bitacoraAceptacion: (nombre: string, propuesta: string, forma: FormaPago) =>
    `${nombre} aceptó la propuesta ${propuesta} con pago ${NOMBRE_FORMA_PAGO[forma].toLowerCase()} desde el visor público`,
  tareaAceptacion: (no: number) => `Dar seguimiento a la cotización ${no} aceptada`,
  asuntoCorreoAceptacion: (no: number) => `La cotización ${no} fue aceptada`,
  // The agent's screens (detail, send, link, delete).
  confirmarEliminar: (no: number) => `¿Deseas eliminar la cotización ${no}? Se perderán su bitácora y sus adjuntos.`,
  errorAlEliminar: 'Error al eliminar la cotización',
  confirmarEliminarTemplate: (nombre: string) => `¿Deseas eliminar la plantilla ${nombre}? Las cotizaciones hechas con ella no cambian.`,
  errorAlEliminarTemplate: 'Error al eliminar la plantilla',
  sinEmpresa: 'Falta el perfil de tu empresa',
  sinEmpresaDetalle: 'Tus clientes verán la cotización sin tu logotipo ni tus datos de contacto.',
  capturarEmpresa: 'Captura el perfil de tu empresa',
  envioAyuda: 'El cliente recibirá un correo con la liga para consultar la cotización.',
  ligaAyuda: 'Con esta liga el cliente consulta la cotización sin iniciar sesión.',
  ligaCopiada: 'Liga copiada',
  ligaNoCopiada: 'No se pudo copiar la liga; selecciónala y cópiala',
  aceptadaPorCliente: 'Propuesta aceptada por el cliente',
} as const;
