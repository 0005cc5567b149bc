import type { StatusTarea, Tarea, TareaDatos } from '../../shared/tareas.ts';

/** The save payload of a listed task with another status: what the panel's checkbox sends. */
export function conStatus(tarea: Tarea, status: StatusTarea): TareaDatos & { id: number } {
  return {
    id: tarea.id,
    nombre: tarea.nombre,
    descripcion: tarea.descripcion,
    vencimiento: tarea.vencimiento,
    prioridad: tarea.prioridad.name,
    tipo: tarea.tipo.name,
    status,
    vendedor: tarea.vendedorId,
  };
}

/** 'yyyy-MM-dd HH:mm:ss' → 'dd/MM/yyyy HH:mm', the product's display format. */
export function fechaHoraVisible(valor: string): string {
  const [fecha, hora = ''] = valor.split(' ');
  const [anio, mes, dia] = fecha.split('-');
  return `${dia}/${mes}/${anio} ${hora.slice(0, 5)}`.trim();
}
