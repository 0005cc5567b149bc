import { useSelector } from 'react-redux';
import { rootReducer, type RootState } from '../../../../../web/src/store.ts';
import { borradorSlice } from './borradorSlice.ts';
import type { BorradorPoliza } from './borrador.ts';

// Injected when the wizard's code first loads: the rest of the application never carries the draft.
const inyectado = borradorSlice.injectInto(rootReducer);

/** The store's state once the wizard's slice is in it. */
type EstadoConBorrador = RootState & { [borradorSlice.reducerPath]?: BorradorPoliza };

/** The policy draft of the capture wizard. */
export function useBorrador(): BorradorPoliza {
  return useSelector((state: EstadoConBorrador) => inyectado.selectSlice(state));
}

export { useAppDispatch } from '../../../../../web/src/session/hooks.ts';
