import type { DateInputProps } from '@blueprintjs/datetime';
import { es } from 'date-fns/locale';
import { MENSAJES_FECHA } from './mensajes.ts';

/**
 * Spread into every `<DateInput>`: Spanish calendar, dd/MM/yyyy typing and Spanish texts for the
 * parts Blueprint and react-day-picker otherwise label in English (buttons, month and year pickers).
 */
export const dateInputEs = {
  locale: es,
  dateFnsFormat: 'dd/MM/yyyy',
  placeholder: MENSAJES_FECHA.formato,
  invalidDateMessage: 'Fecha no válida',
  outOfRangeMessage: 'Fecha fuera de rango',
  todayButtonText: 'Hoy',
  clearButtonText: 'Borrar',
  dayPickerProps: {
    labels: {
      labelMonthDropdown: () => 'Mes',
      labelYearDropdown: () => 'Año',
      labelNext: () => 'Mes siguiente',
      labelPrevious: () => 'Mes anterior',
    },
  },
} satisfies Partial<DateInputProps>;
