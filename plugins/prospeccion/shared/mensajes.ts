import type { StatusCard } from './embudo.ts';

/** A search needs this many characters (spec 03 §5, §9). */
export const MINIMO_BUSQUEDA = 3;
/** The card form's prospect search starts after more than 3 characters (spec 03 §5, §9). */
export const MINIMO_BUSQUEDA_PROSPECTO = 4;

/** How each card status reads on screen (spec 03 §4). */
export const NOMBRE_STATUS_CARD: Readonly<Record<StatusCard, string>> = {
  abierta: 'Abierta',
  exitosa: 'Cerrada con éxito',
  no_exitosa: 'Cerrada sin éxito',
};

/** Every text the prospects screens and API show (spec 03 §5, §8). */
export const MENSAJES_PROSPECTOS = {
  // Validation (spec 03 §5).
  fiscalObligatoria: 'La personalidad fiscal es obligatoria',
  nombreObligatorio: 'El nombre es obligatorio',
  razonSocialObligatoria: 'La razón social es obligatoria',
  soloLetras: (campo: string) => `${campo} solo puede contener letras`,
  razonSocialSimple: "La razón social solo puede contener letras, números, espacios y los signos . , & ' ( ) - /",
  telefonoDigitos: 'El teléfono solo puede contener dígitos',
  telefonoLargo: 'El teléfono debe tener como máximo 10 dígitos',
  correoInvalido: 'El correo electrónico no es válido; escríbelo como nombre@dominio.com',
  fechaFutura: (campo: string) => `${campo} no puede ser posterior a hoy`,
  busquedaCorta: `Escribe al menos ${MINIMO_BUSQUEDA} letras para buscar`,
  clienteObligatorio: 'Indica el cliente (clienteId) en que se convirtió el prospecto',
  // Refusals of the API.
  noExiste: 'El prospecto no existe',
  clienteNoExiste: 'El cliente no existe',
  noActivoNoSeEdita: 'El prospecto ya no está activo: solo se puede editar un prospecto activo',
  noActivoNoSeElimina: 'El prospecto ya no está activo: solo se puede eliminar un prospecto activo',
  yaConvertido: 'El prospecto ya se convirtió en cliente',
  clienteDeOtroProspecto: 'Ese cliente ya proviene de otro prospecto; elige otro cliente',
  conOportunidades: (n: number) => `El prospecto tiene ${n === 1 ? 'una oportunidad' : `${n} oportunidades`} en el embudo de ventas; elimínalas antes de eliminar el prospecto`,
  // Outcomes (spec 03 §8).
  guardado: 'Prospecto guardado correctamente',
  errorAlGuardar: 'Error al guardar el prospecto',
  eliminado: 'Prospecto eliminado correctamente',
  errorAlEliminar: 'Error al eliminar el prospecto',
  confirmarEliminar: '¿Deseas eliminar el prospecto? Se perderá toda su información, su bitácora y sus adjuntos.',
  convertido: 'Prospecto convertido en cliente',
  errorAlConvertir: 'El cliente se guardó, pero no se pudo vincular con el prospecto',
  // The detail (spec 03 §2).
  avisoRobot: 'Este prospecto se creó automáticamente.',
  avisoRobotDetalle:
    'Cartera creó este prospecto con los datos que recibió de un proceso automático (una carga o una sincronización). Revisa su nombre, teléfono y correo electrónico y complétalos: al guardarlo queda como un prospecto capturado por ti.',
  sinFecha: 'NA',
  historiaEnCliente: 'Su bitácora y sus adjuntos están ahora en el cliente.',
  sinOrigen: 'Este cliente no proviene de un prospecto.',
  oportunidadesEnEmbudo: 'Sus oportunidades siguen en el embudo de ventas.',
  // The client's log when a prospect becomes a client.
  asuntoConversion: 'Prospecto convertido en cliente',
  textoConversion: (nombre: string) => `Cliente creado a partir del prospecto ${nombre}; su bitácora y adjuntos pasaron a este cliente.`,
} as const;

/** Every text the funnel board and its API show (spec 03 §5, §8). */
export const MENSAJES_EMBUDO = {
  // Validation (spec 03 §5).
  nombreTableroObligatorio: 'El nombre del embudo es obligatorio',
  columnaNombreObligatorio: 'El nombre de la columna es obligatorio',
  columnaSoloLetras: 'El nombre de la columna solo puede contener letras',
  tableroObligatorio: 'El embudo (kanbanId) es obligatorio',
  columnaObligatoria: 'La columna es obligatoria',
  nombreObligatorio: 'El nombre de la oportunidad es obligatorio',
  prospectoObligatorio: 'El prospecto es obligatorio',
  ramoObligatorio: 'El ramo es obligatorio',
  ramoInvalido: 'El ramo debe ser Autos (1), Salud (3), Vida (5) o Diversos (7)',
  monedaObligatoria: 'La moneda es obligatoria',
  monedaInvalida: 'La moneda debe ser su abreviatura (MXN, USD…)',
  primaObligatoria: 'La prima total es obligatoria',
  primaNegativa: 'La prima total no puede ser negativa',
  primaFormato: 'La prima total debe ser un número con hasta 2 decimales',
  primaGrande: 'La prima total debe ser menor a 1,000,000,000,000.00',
  descripcionObligatoria: 'La descripción es obligatoria',
  notaObligatoria: 'El texto de la nota es obligatorio',
  cardObligatoria: 'La oportunidad (cardId) es obligatoria',
  fechaInvalida: (parametro: string) => `El parámetro ${parametro} debe ser una fecha (yyyy-MM-dd)`,
  rangoInvertido: 'La fecha inicial no puede ser posterior a la final',
  statusConsulta: 'El parámetro status acepta ABIERTA, EXITOSA y NO_EXITOSA, separados por comas',
  // Refusals of the API.
  tableroNoExiste: 'El embudo no existe',
  columnaNoExiste: 'La columna no existe',
  cardNoExiste: 'La oportunidad no existe',
  notaNoExiste: 'La nota no existe',
  monedaNoConfigurada: (moneda: string) => `La moneda ${moneda} no está configurada en tu cuenta; agrégala en Monedas`,
  nuevaNoAbierta: 'Una oportunidad nueva empieza abierta',
  cerradaSoloReabre: 'Una oportunidad cerrada solo se puede reabrir',
  columnaDeOtroTablero: 'La columna no pertenece a este embudo',
  columnaConCards: (n: number) => `La columna tiene ${n === 1 ? 'una oportunidad' : `${n} oportunidades`}; indica a qué columna pasan (destino)`,
  destinoEsLaMisma: 'Las oportunidades no pueden pasar a la misma columna que se elimina',
  // Outcomes.
  guardada: 'Oportunidad guardada correctamente',
  eliminada: 'Oportunidad eliminada correctamente',
  columnaGuardada: 'Columna guardada correctamente',
  columnaEliminada: 'Columna eliminada correctamente',
  notaGuardada: 'Nota guardada correctamente',
  movimientoFallido: 'No se pudo guardar el movimiento; la oportunidad volvió a su lugar',
  errorAlGuardar: 'Error al guardar la oportunidad',
  errorAlGuardarNota: 'Error al guardar la nota',
  errorAlGuardarColumna: 'Error al guardar la columna',
  errorAlEliminar: 'Error al eliminar la oportunidad',
  errorAlEliminarColumna: 'Error al eliminar la columna',
  errorAlCargar: 'No se pudo cargar el embudo de ventas; inténtalo de nuevo',
  registrada: (fecha: string, dias: number) => `Registrada el ${fecha} · ${dias === 1 ? '1 día' : `${dias} días`} en el embudo`,
  diasEnEmbudo: (dias: number) => (dias === 1 ? '1 día' : `${dias} días`),
  destinoDeCards: 'Sus oportunidades pasan a',
  sinOtraColumna: 'Es la única columna: sus oportunidades no tienen a dónde pasar',
  confirmarEliminarCard: '¿Deseas eliminar la oportunidad? Se perderán sus notas.',
  confirmarEliminarColumna: '¿Deseas eliminar la columna?',
  sinNotas: 'Sin notas',
  sinCards: 'Sin oportunidades',
  nombreTableroPredeterminado: 'Embudo de ventas',
} as const;
