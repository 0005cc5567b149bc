import { Card } from '@blueprintjs/core';
import { DocumentIcon, PeopleIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import type { Permiso } from '../../../../../core/shared/access/permisos.ts';
import type { ResumenCartera } from '../../../shared/resumen.ts';
import { Cifra, type FigurasProps } from './Cifra.tsx';
import { EnlaceSiPuede } from './EnlaceSiPuede.tsx';
import { cantidad } from './formato.ts';

interface Mosaico {
  titulo: string;
  ruta: string;
  permiso: Permiso;
  icono: ReactElement;
  valor: (r: ResumenCartera) => number;
}

/** The two tiles of spec 02 §2.8, each leading to its list. */
const MOSAICOS: Mosaico[] = [
  { titulo: 'Clientes', ruta: '/clientes', permiso: 'CLIENTES_R', icono: <PeopleIcon size={22} />, valor: (r) => r.clientes },
  { titulo: 'Polizas Vigentes', ruta: '/polizas', permiso: 'POLIZAS_R', icono: <DocumentIcon size={22} />, valor: (r) => r.polizas },
];

export function Mosaicos({ resumen, fallo }: FigurasProps) {
  return (
    <ul className="cartera-resumen-mosaicos">
      {MOSAICOS.map((m) => (
        <li key={m.ruta}>
          <EnlaceSiPuede to={m.ruta} permiso={m.permiso} className="cartera-resumen-enlace">
            <Card className="cartera-resumen-mosaico" data-mosaico={m.ruta}>
              <span className="cartera-resumen-mosaico-icono" aria-hidden="true">
                {m.icono}
              </span>
              <Cifra fallo={fallo} className="cartera-resumen-mosaico-valor">
                {resumen && cantidad(m.valor(resumen))}
              </Cifra>
              <span className="cartera-resumen-mosaico-titulo">{m.titulo}</span>
            </Card>
          </EnlaceSiPuede>
        </li>
      ))}
    </ul>
  );
}
