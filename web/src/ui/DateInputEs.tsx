import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { DateInput, type DateInputProps } from '@blueprintjs/datetime';
import { dateInputEs } from './dateInputEs.ts';

/** Blueprint's DateInput in Spanish, in a chunk of its own: EntradaDeFecha loads it. */
export default function DateInputEs(props: DateInputProps) {
  return <DateInput {...dateInputEs} {...props} />;
}
