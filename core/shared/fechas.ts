/** The product's time zone: "today", due dates and windows are Mexico City's (spec 02 §9). */
export const TIME_ZONE = 'America/Mexico_City';

/** Today in Mexico City, 'yyyy-MM-dd' (en-CA formats dates that way). */
export function hoyEnMexico(ahora = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ahora);
}
