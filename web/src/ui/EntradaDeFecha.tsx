import { Spinner } from '@blueprintjs/core';
import type { DateInputProps } from '@blueprintjs/datetime';
import { lazy, Suspense } from 'react';

const DateInputEs = lazy(() => import('./DateInputEs.tsx'));

/**
 * Blueprint's DateInput in Spanish (dateInputEs), fetched when first drawn: with react-day-picker
 * and date-fns it weighs ~35 KB gzip, more than the screens that draw it, so it is not part of them.
 */
export function EntradaDeFecha(props: DateInputProps) {
  return (
    <Suspense fallback={<Spinner size={20} />}>
      <DateInputEs {...props} />
    </Suspense>
  );
}
