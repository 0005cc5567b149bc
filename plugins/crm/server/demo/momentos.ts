/** Demo dates are relative to the seeder's `hoy`, so the tasks are overdue or due this week on any day. */

/** 'yyyy-MM-dd' plus `dias` (negative for the past) at `hora` 'HH:mm' → 'yyyy-MM-dd HH:mm:ss', Mexico City wall time. */
export function momento(hoy: string, dias: number, hora: string): string {
  const [anio, mes, dia] = hoy.split('-').map(Number);
  // UTC arithmetic on the calendar date: no daylight-saving shift can move the day.
  const fecha = new Date(Date.UTC(anio, mes - 1, dia + dias)).toISOString().slice(0, 10);
  return `${fecha} ${hora}:00`;
}
