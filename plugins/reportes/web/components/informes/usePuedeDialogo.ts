import { webDialogs } from '../../../../../web/src/plugins/registry.ts';
import { usePuede } from '../../../../../web/src/session/Puede.tsx';

/** Whether the user may open another plugin's dialog: a grid offers its detail button only then. */
export function usePuedeDialogo(id: string): boolean {
  const permiso = webDialogs.get(id)?.permiso;
  const puede = usePuede(permiso ?? []);
  return permiso !== undefined && puede;
}
