import { Card, H2 } from '@blueprintjs/core';
import { VENTANAS, type ResumenCartera } from '../../../shared/resumen.ts';
import { Cifra, type FigurasProps } from './Cifra.tsx';
import { EnlaceSiPuede } from './EnlaceSiPuede.tsx';
import { cantidad } from './formato.ts';

/** The counters' windows: 0, 5, 15, 30 and 45 days (the lists' overdue window has none). */
const VENTANAS_CONTADAS = VENTANAS.filter((v) => v.clave !== '<');

/** 'Recibos x Cobrar' and 'Polizas x Renovar' (spec 02 §2.8), each leading to its screen. */
const GRUPOS = [
  { titulo: 'Recibos x Cobrar', ruta: '/cxc', permiso: 'POLIZAS_COBRANZA', prefijo: 'cxc' },
  { titulo: 'Polizas x Renovar', ruta: '/renovaciones', permiso: 'POLIZAS_RENOVACIONES', prefijo: 'ren' },
] as const;

type Contador = `${(typeof GRUPOS)[number]['prefijo']}${(typeof VENTANAS_CONTADAS)[number]['clave']}` & keyof ResumenCartera;

export function Contadores({ resumen, fallo }: FigurasProps) {
  return (
    <div className="cartera-resumen-contadores">
      {GRUPOS.map((g) => (
        <Card key={g.prefijo} className="cartera-resumen-grupo" data-grupo={g.prefijo}>
          <H2 className="cartera-resumen-grupo-titulo">
            <EnlaceSiPuede to={g.ruta} permiso={g.permiso}>
              {g.titulo}
            </EnlaceSiPuede>
          </H2>
          <dl className="cartera-resumen-ventanas">
            {VENTANAS_CONTADAS.map((v) => {
              const contador: Contador = `${g.prefijo}${v.clave}`;
              return (
                <div key={v.clave} className="cartera-resumen-ventana" data-contador={contador} title={`De ${v.desde} a ${v.hasta} días`}>
                  <dt>{v.clave} días</dt>
                  <dd>
                    <Cifra fallo={fallo}>{resumen && cantidad(resumen[contador])}</Cifra>
                  </dd>
                </div>
              );
            })}
          </dl>
        </Card>
      ))}
    </div>
  );
}
