import type { ComponentType } from 'react';
import type { Permiso } from '../../../core/shared/access/permisos.ts';
import { puntoDeExtension } from '../../../core/shared/extension.ts';
import type { AseguradoDatos, PolizaDatos, VehiculoDatos } from './poliza-form.ts';

/**
 * What a cover-page reader (importacion) fills the new policy's draft with (spec 02 §2.3, §4: the
 * box on step 0 of the wizard). The wizard names no reader: it renders the box contributed here.
 */
export interface CargaDeCaratula {
  poliza: Pick<
    PolizaDatos,
    'noPoliza' | 'concepto' | 'paquete' | 'ramo' | 'claveAgente' | 'moneda' | 'conducto' | 'fechaVigenciaDe' | 'fechaVigenciaA' | 'prima' | 'derecho' | 'recargo' | 'iva' | 'total'
  > & {
    formaPago: PolizaDatos['formaPago'] | null;
    aseguradoraId: number;
    porcentajeComision: number | null;
    comision: number | null;
    cliente: { id: number; nombre: string };
    vehiculo: VehiculoDatos | null;
    asegurados: AseguradoDatos[];
    caratula: { caratulaUrl: string; filename: string };
  };
  /** The payload's names of the fields read with low confidence: the wizard asks the agent to confirm them. */
  porConfirmar: string[];
}

export interface CajaDeCaratula {
  /** '<plugin>.<name>'. */
  id: string;
  permiso: Permiso | readonly Permiso[];
  Boton: ComponentType<{ onCargar: (carga: CargaDeCaratula) => Promise<void> }>;
}

export const CAJA_CARATULA = puntoDeExtension<CajaDeCaratula>('polizas.cajaCaratula');
