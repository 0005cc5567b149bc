import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { DatePicker } from '@blueprintjs/datetime';
import { dateInputEs } from './dateInputEs.ts';

interface CalendarioFechaProps {
  minDate: Date;
  maxDate: Date;
  value: Date | null;
  /** The day chosen, or null when 'Borrar' cleared it. */
  onElegir: (dia: Date | null) => void;
}

/**
 * FechaField's calendar, in a chunk of its own: Blueprint's DatePicker, react-day-picker and the
 * date-fns they use weigh more than most forms, and the field fetches them only when the calendar is
 * opened (typing a date needs none of it).
 */
export default function CalendarioFecha({ minDate, maxDate, value, onElegir }: CalendarioFechaProps) {
  return (
    <DatePicker
      locale={dateInputEs.locale}
      dayPickerProps={dateInputEs.dayPickerProps}
      todayButtonText={dateInputEs.todayButtonText}
      clearButtonText={dateInputEs.clearButtonText}
      showActionsBar
      highlightCurrentDay
      minDate={minDate}
      maxDate={maxDate}
      value={value}
      onChange={(dia, elegido) => {
        if (elegido) onElegir(dia);
      }}
    />
  );
}
