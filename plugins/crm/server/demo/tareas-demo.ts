import type { Prioridad, StatusTarea, TipoTarea } from '../../shared/tareas.ts';

/** One demo task; days are counted from the seeder's `hoy` (negative: in the past). */
export interface TareaDemo {
  nombre: string;
  descripcion: string;
  tipo: TipoTarea;
  prioridad: Prioridad;
  status: StatusTarea;
  /** Due date offset and time; null: no due date. */
  vence: { dias: number; hora: string } | null;
  /** When the agent created it. */
  creadaHaceDias: number;
  /** Ends its description naming someone the caller gives (a demo client: sembrarTareasDemo). */
  conMencion: boolean;
}

const tarea = (
  nombre: string,
  tipo: TipoTarea,
  prioridad: Prioridad,
  status: StatusTarea,
  vence: TareaDemo['vence'],
  creadaHaceDias: number,
  conMencion: boolean,
  descripcion: string,
): TareaDemo => ({
  nombre,
  descripcion,
  tipo,
  prioridad,
  status,
  vence,
  creadaHaceDias,
  conMencion,
});

/** Fifteen tasks: three overdue, six due within the week, three closed, the rest later or undated. */
export const TAREAS_DEMO: readonly TareaDemo[] = [
  tarea(
    'Renovación de póliza de auto',
    'renovacion',
    'alta',
    'abierta',
    { dias: -3, hora: '10:00' },
    20,
    true,
    'Contactar para renovar la póliza de auto, que vence este mes; ofrecer la comparativa con otras dos aseguradoras.',
  ),
  tarea(
    'Cobrar recibo vencido',
    'cobranza',
    'alta',
    'abierta',
    { dias: -5, hora: '12:30' },
    15,
    true,
    'El recibo de la póliza de gastos médicos está vencido; confirmar la fecha de pago antes de que termine el periodo de gracia.',
  ),
  tarea(
    'Seguimiento de siniestro',
    'siniestro',
    'alta',
    'abierta',
    { dias: -1, hora: '09:00' },
    6,
    true,
    'Pedir al ajustador el número de reporte y el estado de la orden de reparación.',
  ),
  tarea('Llamada de seguimiento', 'llamada', 'media', 'abierta', { dias: 0, hora: '17:00' }, 4, true, 'Resolver dudas sobre el deducible y el coaseguro de la cotización enviada.'),
  tarea(
    'Enviar cotización de gastos médicos',
    'cotizacion',
    'media',
    'abierta',
    { dias: 1, hora: '11:00' },
    3,
    true,
    'Cotizar gastos médicos mayores para la familia con tres aseguradoras, con y sin cobertura internacional.',
  ),
  tarea(
    'Visita para firma de póliza',
    'visita',
    'alta',
    'abierta',
    { dias: 2, hora: '13:00' },
    5,
    true,
    'Llevar la póliza de hogar impresa para firma y recoger la copia de la identificación.',
  ),
  tarea(
    'Felicitar por su cumpleaños',
    'llamada',
    'baja',
    'abierta',
    { dias: 3, hora: '10:30' },
    2,
    true,
    'Llamar para felicitarle y aprovechar para revisar si sus datos de contacto siguen vigentes.',
  ),
  tarea(
    'Reunión semanal con vendedores',
    'reunion',
    'baja',
    'abierta',
    { dias: 4, hora: '09:30' },
    8,
    false,
    'Revisar la cartera por renovar, la cobranza pendiente y las cotizaciones abiertas de la semana.',
  ),
  tarea(
    'Actualizar datos fiscales',
    'tarea',
    'baja',
    'abierta',
    { dias: 6, hora: '16:00' },
    1,
    true,
    'Solicitar la constancia de situación fiscal actualizada para facturar la prima.',
  ),
  tarea(
    'Preparar propuesta de seguro de vida',
    'cotizacion',
    'media',
    'abierta',
    { dias: 10, hora: '12:00' },
    2,
    true,
    'Propuesta de vida con ahorro para el retiro; comparar plazos de diez y veinte años.',
  ),
  tarea(
    'Revisar pólizas por renovar',
    'renovacion',
    'media',
    'abierta',
    { dias: 14, hora: '09:00' },
    7,
    false,
    'Listar las pólizas que vencen el próximo mes y asignar a quién le toca llamar a cada cliente.',
  ),
  tarea('Capacitación de productos de daños', 'tarea', 'baja', 'abierta', null, 12, false, 'Repasar las condiciones generales de los seguros de hogar y de pequeña empresa.'),
  tarea('Entregar póliza impresa', 'visita', 'media', 'cerrada', { dias: -10, hora: '12:00' }, 18, true, 'Entregar la póliza de auto impresa con su tarjeta de asistencia vial.'),
  tarea(
    'Cobranza de recibos del mes',
    'cobranza',
    'media',
    'cerrada',
    { dias: -7, hora: '10:00' },
    25,
    false,
    'Confirmar los pagos de los recibos del mes y enviar los comprobantes a cada cliente.',
  ),
  tarea('Enviar estado de cuenta', 'tarea', 'baja', 'cerrada', { dias: -2, hora: '18:00' }, 9, true, 'Enviar por correo el estado de cuenta de las pólizas vigentes.'),
];
