/**
 * The texts of the import screens and API (spec 02 §2.3, §2.13, §8), one section per way in.
 */

// ——— Policy PDF (cover page): the wizard's box, /importar-polizas/pdf and /polizas/caratula* ———
export const MENSAJES_PDF = {
  cajaCaratula: 'Carga la carátula de la póliza en PDF',
  soloPdf: 'Solo se aceptan archivos PDF (application/pdf)',
  archivoObligatorio: 'El archivo es obligatorio',
  archivoNoExiste: 'El archivo no existe; súbelo de nuevo',
  nombreObligatorio: 'El nombre del archivo es obligatorio',
  // Outcomes of reading the file (the pool's failures never reach the user as a 500).
  ilegible: 'El PDF no tiene texto legible: parece un escaneo o una foto de la carátula',
  desconocido: 'No se pudo determinar el tipo de documento ni la aseguradora de este PDF',
  tiempo: 'El PDF tardó demasiado en procesarse y se descartó',
  memoria: 'El PDF es demasiado grande o complejo para procesarse',
  inesperado: 'Se ha producido un error inesperado al importar la póliza',
  // What the draft lacks or names that the agent does not have.
  aseguradoraNoExiste: (abreviacion: string) => `La aseguradora ${abreviacion} de la carátula no está en el catálogo de aseguradoras`,
  claveNoRegistrada: (clave: string, aseguradora: string) => `La clave de agente ${clave} de ${aseguradora} no está registrada`,
  sinClave: (aseguradora: string) => `La carátula no muestra la clave de agente y tiene varias (o ninguna) claves de ${aseguradora}`,
  monedaNoConfigurada: (moneda: string) => `La moneda ${moneda} de la póliza no está en tus monedas; agrégala en Configuración > Monedas`,
  faltaCampo: (campo: string) => `La carátula no muestra ${campo}`,
  incompleta: (detalle: string) => `No se pudo importar la póliza: ${detalle}`,
  existente: (noPoliza: string, aseguradora: string) => `La póliza ${noPoliza} de ${aseguradora} ya está en tu cartera`,
  actualizarExistente: (noPoliza: string, aseguradora: string) =>
    `La póliza ${noPoliza} de ${aseguradora} ya está en tu cartera: al guardar se actualizará con los datos de la carátula`,
  // spec 02 §8: code 10 and the successes.
  confirmarClave: (message: string) => `${message}, ¿deseas continuar con la creación de la póliza y crear automáticamente la clave de agente?`,
  vistaPrevia: 'Carátula leída: revisa los campos resaltados',
  // The preview writes nothing: a new contractor is created only when the agent accepts (docs/adr/035).
  clienteNuevo: (nombre: string, rfc: string | null) =>
    `El contratante ${nombre}${rfc ? ` (RFC ${rfc})` : ''} no está en tus clientes, ¿deseas crearlo y llenar la póliza con los datos de la carátula?`,
  clienteCreado: (nombre: string) => `Se ha creado el cliente ${nombre}`,
  clienteExistente: (nombre: string) => `El cliente ${nombre} ya está en tu cartera`,
  exito: 'Importación exitosa',
  creada: (noPoliza: string, aseguradora: string) => `Se ha creado la póliza no. ${noPoliza} de ${aseguradora}`,
  actualizada: (noPoliza: string, aseguradora: string) => `Se ha actualizado la póliza no. ${noPoliza} de ${aseguradora}`,
  // spec 02 §8: the help texts of PDF import.
  ayudaClave: 'Si la clave de agente no se encuentra, regístrala en Configuración > Claves de agente.',
  ayudaOriginal: 'Si no se puede determinar el tipo de documento o la aseguradora, envía el PDF original que emitió la aseguradora (no un escaneo ni una impresión).',
  ayudaIndividual: 'Si faltan datos obligatorios, procesa la póliza individualmente desde la pantalla de pólizas.',
  ayudaColectivas: 'Las pólizas colectivas (de grupo) no se pueden importar de esta forma.',
  // spec 02 §2.13 (its typo 'quirere' corrected).
  salir: 'Si sales de la página se cancelará el proceso de importación, ¿quieres salir?',
} as const;

/** The screens: /importar-polizas, /importar-polizas/pdf and the wizard's box. */
export const TEXTOS_PDF = {
  tituloElegir: 'Importar pólizas',
  elegir: 'Elige cómo cargar tu cartera',
  opcionCaptura: 'Captura manual',
  opcionCapturaDetalle: 'Capture una póliza paso a paso con el asistente.',
  opcionPdf: 'Carátulas en PDF',
  opcionPdfDetalle: 'Sube las carátulas originales de tus pólizas: se leen y se crean las pólizas y sus clientes.',
  opcionExcel: 'Archivo de Excel',
  opcionExcelDetalle: 'Sube tu cartera en la plantilla de Excel.',
  tituloPdf: 'Importar pólizas en PDF',
  elegirArchivos: 'Elegir archivos PDF',
  importar: 'Importar',
  quitar: 'Quitar',
  limpiar: 'Limpiar la lista',
  actualizar: 'Actualizar la póliza',
  crearClave: 'Crear la clave e importar',
  claves: 'Claves de agente',
  volver: 'Volver a configuración',
  sinArchivos: 'Aún no ha elegido archivos',
  estados: { hold: 'En espera', working: 'Procesando', done: 'Importada', error: 'Error' },
  resumen: (hechas: number, errores: number, total: number) => `${hechas} de ${total} importadas, ${errores} con error`,
  leyendo: 'Leyendo la carátula…',
  examinar: 'Examinar',
  antesDeImportar: 'Antes de importar',
  actualizarEsa: 'Actualizar esa póliza',
} as const;

// ——— cartera importar (the command line, issue 13 CLI): plugins/importacion/server/cli ———
export const MENSAJES_CLI = {
  progreso: 'Importando',
  fila: 'fila',
  resultado: { creada: 'creada', actualizada: 'actualizada', omitida: 'omitida', fallida: 'falló' },
  simulado: { creada: 'se crearía', actualizada: 'se actualizaría', omitida: 'se omitiría', fallida: 'fallaría' },
  poliza: (noPoliza: string, aseguradora: string | null) => `la póliza ${noPoliza}${aseguradora ? ` de ${aseguradora}` : ''}`,
  columnas: { archivo: 'Archivo', creada: 'Creadas', actualizada: 'Actualizadas', omitida: 'Omitidas', fallida: 'Fallidas', total: 'Total' },
  titulo: (modo: 'directo' | 'servidor') => `Importación terminada (${modo === 'directo' ? 'directamente en la base de datos' : 'a través del servidor en ejecución'})`,
  tituloSimulacion: 'Simulación (--dry-run): no se guardó nada',
  fallas: 'Con errores:',
  usaActualizar: 'con --actualizar se actualiza',
  yaEstaba: 'Ya estaba en la cartera; con --actualizar se actualiza',
  usaCrearClaves: 'con --crear-claves se crea la clave de agente',
  // --dry-run through the server previews without creating the key: the rest of the page is checked when importing.
  claveAlImportar: (mensaje: string) => `${mensaje}: se crearía con --crear-claves al importar, y entonces se revisa el resto de la carátula`,
  sinPermiso: (correo: string) => `El usuario ${correo} no tiene el permiso para importar pólizas`,
  noExiste: (ruta: string) => `No existe el archivo o la carpeta ${ruta}`,
  sinPdfs: 'No se encontraron archivos PDF en las rutas indicadas',
  noEsXlsx: (ruta: string) => `${ruta} no es un archivo .xlsx`,
  opcionDesconocida: (opcion: string) => `Opción desconocida: ${opcion}`,
  comandoDesconocido: (comando: string) => `Comando desconocido: ${comando}`,
  faltaArgumento: (argumento: string) => `Falta el argumento ${argumento}`,
  faltaValor: (opcion: string) => `La opción ${opcion} necesita un valor`,
  argumentosDeMas: 'Sobran argumentos: el Excel se importa de un archivo a la vez',
  ayuda: (comando: string) => `Consulta cartera ${comando} --help`,
  faltaAgente: 'Indica el correo del agente con --agente <correo>',
  agenteDesconocido: (correo: string) => `No existe un usuario activo con el correo ${correo}`,
  formatoFecha: (formato: string, validos: readonly string[]) => `El formato de fecha ${formato} no es válido; usa uno de: ${validos.join(', ')}`,
  urlInvalida: (url: string) => `La dirección ${url} no es válida; usa por ejemplo http://localhost:3000`,
  sinContrasena: 'Escribe la contraseña en una terminal o defínela en la variable CARTERA_CONTRASENA (o un token de sesión en CARTERA_TOKEN)',
  pideContrasena: (correo: string) => `Contraseña de ${correo}: `,
  cancelado: 'Importación cancelada',
  inesperado: 'Error inesperado al importar el archivo',
  tokenInvalido: 'El token de CARTERA_TOKEN no es válido o ya venció; inicia sesión de nuevo',
  tokenDeOtro: (correo: string) => `El token de CARTERA_TOKEN no es del usuario ${correo}`,
  sinConexion: (url: string, causa: string) => `No se pudo conectar con el servidor en ${url} (${causa}); indica su dirección con --url`,
  respuestaInesperada: (status: number) => `El servidor respondió ${status} sin un mensaje`,
  esperando: (mensaje: string, segundos: number) => `${mensaje}; se reintenta en ${segundos} s…`,
  servidorEnUso: (url: string) => `La base de datos está abierta por el servidor en ejecución; se importa a través de él en ${url}`,
};

// ——— Excel: /importar-polizas/excel, /excel-result and /excel-importer/* ———

/** The Excel import's texts (spec 02 §8; issue 13): the API's messages and the screens'. */
export const MENSAJES_EXCEL = {
  // Cells
  formulaSinResultado: 'La celda tiene una fórmula sin resultado guardado; abra el archivo en Excel, guárdelo y vuelva a subirlo',
  fechaInvalida: (formato: string) => `La fecha no tiene el formato ${formato}`,
  montoInvalido: 'El monto debe ser un número, por ejemplo 12180.50',
  formaPagoInvalida: 'La forma de pago debe ser Contado, Semestral, Trimestral o Mensual',
  ramoInvalido: 'El ramo debe ser Autos, Salud, Vida o Diversos',
  monedaNoConfigurada: (moneda: string) => `La moneda ${moneda} no está en tus monedas; agrégala en Configuración > Monedas`,
  claveNoRegistrada: (clave: string) => `La clave de agente ${clave} no está registrada; regístrala en Configuración > Claves de agente`,
  claveAmbigua: (clave: string) => `La clave de agente ${clave} está registrada en varias aseguradoras; déjela en una sola`,
  personalidadInvalida: 'La personalidad debe ser Física o Moral',
  polizaRepetida: (fila: number) => `La póliza ya aparece en la fila ${fila} del archivo`,
  polizaExistente: 'La póliza ya está en tu cartera: se omitirá al importar',
  polizaSeActualizara: 'La póliza ya está en tu cartera: se actualizará al importar',
  // The file
  formatoFecha: (formatos: readonly string[]) => `El formato de fecha debe ser uno de: ${formatos.join(', ')}`,
  archivoRequerido: 'Sube un archivo de Excel (.xlsx)',
  soloXlsx: 'Solo se aceptan archivos de Excel (.xlsx)',
  archivoGrande: (mb: number) => `El archivo pesa más de ${mb} MB; divídalo en archivos más pequeños`,
  archivoNoExiste: 'El archivo no existe; súbelo de nuevo',
  faltanColumnas: (columnas: string[]) => `Faltan las columnas ${columnas.join(', ')}; use la plantilla de importación`,
  sinFilas: 'El archivo no tiene pólizas para importar',
  ocupado: 'Hay demasiados archivos en proceso; intenta de nuevo en un momento',
  // Import
  // The cover-page import's own words (spec 02 §8), for a policy created from a row too.
  importada: MENSAJES_PDF.creada,
  actualizada: (noPoliza: string, aseguradora: string) => `Se ha actualizado la póliza no. ${noPoliza} de ${aseguradora}`,
  omitida: (noPoliza: string) => `La póliza no. ${noPoliza} ya estaba en tu cartera; se omitió`,
  conErrores: (fila: number) => `La fila ${fila} tiene errores; no se importó`,
  importacionFallida: 'No se importó ninguna póliza: ocurrió un error al guardar. Intenta de nuevo',
  // Screens
  tituloCarga: 'Importar pólizas desde Excel',
  tituloResultado: 'Vista previa de la importación',
  formatoDeFecha: 'Formato de fecha',
  archivo: 'Archivo de Excel (.xlsx)',
  descargarPlantilla: 'Descargar plantilla',
  procesar: 'Procesar archivo',
  procesando: 'Procesando…',
  importar: 'Importar pólizas',
  quitarErrores: 'Quitar filas con errores',
  actualizarExistentes: 'Actualizar las pólizas que ya existen',
  dialogoTitulo: 'Resultado del proceso',
  errores: (n: number) => `${n} ${n === 1 ? 'fila con errores' : 'filas con errores'} (deben corregirse o quitarse)`,
  advertencias: (n: number) => `${n} ${n === 1 ? 'fila con advertencias' : 'filas con advertencias'} (se pueden importar)`,
  listas: (n: number) => `${n} ${n === 1 ? 'fila lista' : 'filas listas'} para importar`,
  importacionTerminada: (creadas: number, otras: number) => `Importación terminada: ${creadas} pólizas creadas, ${otras} omitidas o actualizadas`,
  verPolizas: 'Ver pólizas',
  sinDatos: 'No hay filas para mostrar: procesa un archivo primero',
  fila: 'Fila',
  aceptar: 'Aceptar',
  volver: 'Volver',
  ayuda: 'Llene la plantilla, una póliza por fila; las filas con errores se marcan en rojo y las advertencias en amarillo.',
} as const;
