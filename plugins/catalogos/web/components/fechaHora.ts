/** Moments travel as 'yyyy-MM-dd HH:mm:ss', Mexico City time (docs/adr/011-comunicados.md). */

/** 'yyyy-MM-dd HH:mm:ss' → 'dd/MM/yyyy HH:mm', the product's display format. */
export function fechaHoraVisible(valor: string): string {
  const [fecha, hora = ''] = valor.split(' ');
  const [anio, mes, dia] = fecha.split('-');
  return `${dia}/${mes}/${anio} ${hora.slice(0, 5)}`.trim();
}

/** 'yyyy-MM-dd HH:mm:ss' → 'yyyy-MM-ddTHH:mm', what a datetime-local input holds ('' stays ''). */
export function paraInputFechaHora(valor: string | null): string {
  return valor ? valor.slice(0, 16).replace(' ', 'T') : '';
}
