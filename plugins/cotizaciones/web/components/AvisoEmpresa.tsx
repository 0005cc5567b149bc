import { Callout, Intent } from '@blueprintjs/core';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import type { Cotizacion } from '../../shared/cotizaciones.ts';
import { MENSAJES_COTIZACIONES as M } from '../../shared/mensajes.ts';

/** Spec 03 §2: without a company profile the client's viewer has no contact to show; the warning links to where it is captured. */
export function AvisoEmpresa({ cotizacion }: { cotizacion: Cotizacion }) {
  if (cotizacion.empresa.id !== null) return null;
  return (
    <Callout intent={Intent.WARNING} title={M.sinEmpresa} className="cotizaciones-aviso-empresa">
      <p>{M.sinEmpresaDetalle}</p>
      <ButtonLink to="/configuracion/empresa">{M.capturarEmpresa}</ButtonLink>
    </Callout>
  );
}
