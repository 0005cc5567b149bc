/**
 * Business days in Mexico: Monday to Friday except the mandatory rest days of the Ley Federal del
 * Trabajo, art. 74 (election days, decided each time, are not included). Dates are 'yyyy-MM-dd'.
 */

const DIA_MS = 86_400_000;

const aFecha = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const aIso = (fecha: Date): string => fecha.toISOString().slice(0, 10);

/** The n-th Monday (1-based) of a month (0-based), as 'yyyy-MM-dd'. */
function lunes(anio: number, mes: number, n: number): string {
  const primero = new Date(Date.UTC(anio, mes, 1));
  const hastaLunes = (8 - primero.getUTCDay()) % 7;
  return aIso(new Date(Date.UTC(anio, mes, 1 + hastaLunes + (n - 1) * 7)));
}

/** LFT art. 74 rest days of a year (1 October only in the years the federal executive changes hands). */
export function feriadosFederales(anio: number): string[] {
  const dia = (mes: number, d: number) => aIso(new Date(Date.UTC(anio, mes - 1, d)));
  const feriados = [dia(1, 1), lunes(anio, 1, 1), lunes(anio, 2, 3), dia(5, 1), dia(9, 16), lunes(anio, 10, 3), dia(12, 25)];
  if (anio >= 2024 && (anio - 2024) % 6 === 0) feriados.push(dia(10, 1));
  return feriados.sort();
}

export function esDiaHabil(iso: string): boolean {
  const semana = aFecha(iso).getUTCDay();
  return semana !== 0 && semana !== 6 && !feriadosFederales(Number(iso.slice(0, 4))).includes(iso);
}

/** The date n business days after the given one (the given day itself never counts). */
export function sumarDiasHabiles(iso: string, n: number): string {
  let fecha = aFecha(iso);
  for (let restantes = n; restantes > 0;) {
    fecha = new Date(fecha.getTime() + DIA_MS);
    if (esDiaHabil(aIso(fecha))) restantes--;
  }
  return aIso(fecha);
}
