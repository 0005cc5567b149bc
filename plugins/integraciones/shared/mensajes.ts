import { TIPOS_TAREA } from './todoist.ts';

/** Every text this plugin shows or answers (spec 01 §8; docs/adr/026-espanol.md). */
export const MENSAJES_INTEGRACIONES = {
  guardado: 'Guardado exitosamente',
  eliminado: 'Integración eliminada exitosamente',
  errorParametros: 'Error al consultar los parámetros',
  aplicacionDesconocida: 'Indica una aplicación válida: TODOIST',
  cuerpoInvalido: 'Envía la aplicación y sus parámetros (parametro, valor, sensible)',
  tokenRequerido: 'El token es obligatorio',
  tokenFormato: 'El token no debe contener espacios ni más de 200 caracteres',
  diasRenovacion: 'Los días antes del fin de vigencia deben ser un número entre 0 y 180',
  tokenInvalido: 'Todoist no reconoce este token. Cópialo de nuevo desde Todoist (Configuración › Integraciones › Token de API) y guárdalo otra vez',
  tokenRechazado: 'Todoist rechazó el token guardado. Actualízalo en Configuración › Integraciones › Todoist',
  sinToken: 'Conecta Todoist primero: guarda tu token en Configuración › Integraciones › Todoist',
  noDisponible: 'Todoist no responde en este momento. Inténtalo de nuevo en unos minutos',
  limite: 'Todoist recibió demasiadas solicitudes. Espera un minuto y vuelve a intentarlo',
  rechazo: 'Todoist no aceptó la solicitud. Inténtalo de nuevo más tarde',
  sinConfirmar: 'No se pudo consultar Todoist; se muestra el último estado conocido de las tareas',
  polizaNoExiste: 'La póliza no existe',
  reciboNoExiste: 'El recibo no existe',
  tipoInvalido: `El tipo debe ser ${TIPOS_TAREA.join(' o ')}`,
  sinTarea: 'No hay una tarea de Todoist ligada a este registro',
  sinTareasPorCrear: 'No hay tareas por crear: la renovación y los recibos pendientes ya tienen su tarea',
  tareasCreadas: (n: number) => (n === 1 ? 'Se creó 1 tarea en Todoist' : `Se crearon ${n} tareas en Todoist`),
  tareaCerrada: 'Tarea cerrada en Todoist',
  tareaNoCerrada: (motivo: string) => `El registro se guardó, pero la tarea de Todoist no se cerró: ${motivo}`,
  tareaRenovacion: (noPoliza: string, cliente: string) => `Renovar la póliza ${noPoliza} de ${cliente}`,
  tareaRecibo: (serie: number, noPoliza: string, cliente: string) => `Cobrar el recibo ${serie} de la póliza ${noPoliza} de ${cliente}`,
} as const;

/** The texts of /automatizaciones and /automatizaciones/{logId} (spec 02 §2.14, §4 'Sync detail'). */
export const MENSAJES_AUTOMATIZACIONES = {
  titulo: 'Automatizaciones',
  tituloDetalle: 'Detalle de sincronización',
  regresar: 'Regresar a Automatizaciones',
  lista: 'Sincronizaciones con los portales',
  listaDetalle: 'Pólizas de la sincronización',
  vacioTitulo: 'Aún no hay sincronizaciones',
  vacioTexto:
    'La sincronización automática entra al portal de cada aseguradora con tu usuario y contraseña del portal, y registra en Cartera tus pólizas nuevas o modificadas y los pagos de sus recibos. Actívala en la clave de agente de cada aseguradora que lo permita.',
  irAClaves: 'Activar en Claves de agente',
  sinDetalle: 'La sincronización no registró pólizas',
  inicio: 'Inicio',
  termino: 'Término',
  registros: (n: number) => (n === 1 ? '1 registro' : `${n} registros`),
  clave: (clave: string) => `Clave ${clave}`,
  poliza: (noPoliza: string) => `Póliza ${noPoliza}`,
  status: { en_curso: 'En curso', exito: 'Exitosa', error: 'Con error', captcha: 'Detenida por CAPTCHA', credenciales: 'Credenciales incorrectas' },
  exito: 'Sincronizada',
  errorSinTexto: 'No se pudo procesar la póliza',
  verPoliza: 'Ver póliza',
  verRecibo: 'Ver recibo',
  validar: (poliza: boolean, cliente: boolean) =>
    poliza && cliente
      ? 'Valida los datos de la póliza y del cliente: se registraron automáticamente'
      : poliza
        ? 'Valida los datos de la póliza: se registró automáticamente'
        : 'Valida los datos del cliente: se registró automáticamente',
} as const;

/** The insurer-portal sync's texts (spec 02 §2.14, §4 'Sync detail'; docs/adr/038-sincronizacion-portales.md). */
export const MENSAJES_SINCRONIZACION = {
  logNoExiste: 'La sincronización no existe',
  procesamientoEnCurso: 'Procesamiento en curso',
  credenciales: (aseguradora: string) => `El portal de ${aseguradora} rechazó el usuario o la contraseña. Actualízalos en la clave de agente`,
  captcha: (aseguradora: string) => `El portal de ${aseguradora} pidió resolver un CAPTCHA; la sincronización se detuvo. Se intentará de nuevo en la siguiente programada`,
  tiempoAgotado: (aseguradora: string, segundos: number) => `El portal de ${aseguradora} no respondió en ${segundos} segundos; la sincronización se detuvo`,
  portalNoDisponible: (aseguradora: string) => `No se pudo consultar el portal de ${aseguradora}. Se intentará de nuevo en la siguiente sincronización`,
  respuestaInesperada: (aseguradora: string) => `El portal de ${aseguradora} respondió algo que no se esperaba; la sincronización se detuvo`,
  sinConector: (aseguradora: string) => `La sincronización con ${aseguradora} no está disponible`,
  sinCredenciales: 'La clave no tiene usuario y contraseña del portal',
  inesperado: 'La sincronización falló por un error inesperado; se intentará de nuevo en la siguiente',
  interrumpida: 'La sincronización se interrumpió antes de terminar; se intentará de nuevo',
  terminada: (polizas: number) => (polizas === 1 ? 'Se revisó 1 póliza' : `Se revisaron ${polizas} pólizas`),
  creada: 'Póliza creada desde el portal',
  actualizada: 'Póliza actualizada con los datos del portal',
  sinCambios: 'La póliza ya estaba importada',
  pagoAplicado: (serie: number) => `Se aplicó el pago del recibo ${serie}`,
  pdfIlegible: 'No se pudo leer la carátula de la póliza descargada del portal',
} as const;
