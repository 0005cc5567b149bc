import type { ComponentType } from 'react';
import type { Permiso } from '../../../core/shared/access/permisos.ts';
import { puntoDeExtension } from '../../../core/shared/extension.ts';
import type { Poliza } from './polizas.ts';

/**
 * Blocks of a policy's detail contributed by the plugins whose data they show (spec 02 §2.2: "a
 * block for agent keys or claims shown to a permitted role"): siniestros its claims of the policy.
 * The detail reads them (`aportesA(BLOQUES_DE_POLIZA)`) and shows each only to a user holding its
 * `permiso`; it names none of the contributors.
 */
export interface BloqueDePoliza {
  /** '<plugin>.<name>', unique among the blocks. */
  id: string;
  /** The block's heading, as the detail's sections write theirs (SINIESTROS). */
  titulo: string;
  /** Position after the detail's own sections; lower first. */
  orden: number;
  /** Any of these lets the user see the block (the server checks the same on the data). */
  permiso: Permiso | readonly Permiso[];
  /** The block's content, default-exported; loaded with the detail, not before. */
  load: () => Promise<{ default: ComponentType<{ poliza: Poliza }> }>;
}

export const BLOQUES_DE_POLIZA = puntoDeExtension<BloqueDePoliza>('polizas.bloquesDeDetalle');
