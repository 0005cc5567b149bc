import { Card } from '@blueprintjs/core';
import { DocumentIcon, PeopleIcon, WarningSignIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import type { Permiso } from '../../../../../core/shared/access/permisos.ts';
import { TEXTOS_RESUMEN, type ResumenCartera } from '../../../shared/resumen.ts';
import { Cifra, type FigurasProps } from './Cifra.tsx';
import { enlaceCobranza, enlacePolizasVigentes } from './enlaces.ts';
import { EnlaceSiPuede } from './EnlaceSiPuede.tsx';
import { cantidad, enPesos } from './formato.ts';

interface Mosaico {
  titulo: string;
  /** The screen: the tile's key. */
  ruta: string;
  /** Where the tile leads for the lines chosen: the list filtered to what the tile counts. */
  enlace: (ramos: readonly number[]) => string;
  permiso: Permiso;
  icono: ReactElement;
  valor: (r: ResumenCartera) => number;
  /** An amount under the count. */
  monto?: (r: ResumenCartera) => number;
}

/**
 * The tiles of spec 02 §2.8, each leading to its list filtered to exactly what it counts (issue 18:
 * 'Pólizas Vigentes' counted every year's while the list opened on this year's); the overdue
 * receipts, however old, with their total in pesos.
 */
const MOSAICOS: Mosaico[] = [
  { titulo: TEXTOS_RESUMEN.clientes, ruta: '/clientes', enlace: () => '/clientes', permiso: 'CLIENTES_R', icono: <PeopleIcon size={22} />, valor: (r) => r.clientes },
  { titulo: TEXTOS_RESUMEN.polizasVigentes, ruta: '/polizas', enlace: enlacePolizasVigentes, permiso: 'POLIZAS_R', icono: <DocumentIcon size={22} />, valor: (r) => r.polizas },
  {
    titulo: TEXTOS_RESUMEN.recibosVencidos,
    ruta: '/cxc',
    enlace: (ramos) => enlaceCobranza('vencidos', ramos),
    permiso: 'POLIZAS_COBRANZA',
    icono: <WarningSignIcon size={22} />,
    valor: (r) => r.vencidos,
    monto: (r) => r.vencidosMonto,
  },
];

export function Mosaicos({ resumen, fallo, ramos }: FigurasProps & { ramos: readonly number[] }) {
  return (
    <ul className="cartera-resumen-mosaicos">
      {MOSAICOS.map((m) => (
        <li key={m.ruta}>
          <EnlaceSiPuede to={m.enlace(ramos)} permiso={m.permiso} className="cartera-resumen-enlace">
            <Card className="cartera-resumen-mosaico" data-mosaico={m.ruta}>
              <span className="cartera-resumen-mosaico-icono" aria-hidden="true">
                {m.icono}
              </span>
              <Cifra fallo={fallo} className="cartera-resumen-mosaico-valor">
                {resumen && cantidad(m.valor(resumen))}
              </Cifra>
              <span className="cartera-resumen-mosaico-titulo">{m.titulo}</span>
              {m.monto && (
                <Cifra fallo={fallo} className="cartera-resumen-mosaico-monto">
                  {resumen && enPesos(m.monto(resumen))}
                </Cifra>
              )}
            </Card>
          </EnlaceSiPuede>
        </li>
      ))}
    </ul>
  );
}
