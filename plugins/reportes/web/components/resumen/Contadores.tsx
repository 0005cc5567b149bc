import { Card, H2 } from '@blueprintjs/core';
import { rangoDeDias, TEXTOS_RESUMEN, VENTANAS, type ResumenCartera } from '../../../shared/resumen.ts';
import { Cifra, type FigurasProps } from './Cifra.tsx';
import { enlaceCobranza, enlaceRenovaciones } from './enlaces.ts';
import { EnlaceSiPuede } from './EnlaceSiPuede.tsx';
import { cantidad } from './formato.ts';

/** The counters' windows: 0, 5, 15, 30 and 45 days (the lists' overdue window has none). */
const VENTANAS_CONTADAS = VENTANAS.filter((v) => v.clave !== '<');

/** 'Recibos x Cobrar' and 'Pólizas x Renovar' (spec 02 §2.8), each leading to its screen. */
const GRUPOS = [
  { titulo: TEXTOS_RESUMEN.recibosPorCobrar, ruta: '/cxc', enlace: enlaceCobranza, permiso: 'POLIZAS_COBRANZA', prefijo: 'cxc' },
  { titulo: TEXTOS_RESUMEN.polizasPorRenovar, ruta: '/renovaciones', enlace: enlaceRenovaciones, permiso: 'POLIZAS_RENOVACIONES', prefijo: 'ren' },
] as const;

type Contador = `${(typeof GRUPOS)[number]['prefijo']}${(typeof VENTANAS_CONTADAS)[number]['clave']}` & keyof ResumenCartera;

/**
 * Each window says its real range of days and opens its screen on that window and the lines chosen,
 * listing exactly what it counts (issue 18).
 */
export function Contadores({ resumen, fallo, ramos }: FigurasProps & { ramos: readonly number[] }) {
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
              const valor = resumen && cantidad(resumen[contador]);
              return (
                <div key={v.clave} className="cartera-resumen-ventana" data-contador={contador} title={`De ${v.desde} a ${v.hasta} días`}>
                  <dt>{rangoDeDias(v)}</dt>
                  <dd>
                    {valor === undefined ? (
                      <Cifra fallo={fallo}>{valor}</Cifra>
                    ) : (
                      <EnlaceSiPuede to={g.enlace(v.clave, ramos)} permiso={g.permiso} ariaLabel={TEXTOS_RESUMEN.contador(valor, g.titulo, rangoDeDias(v))}>
                        {valor}
                      </EnlaceSiPuede>
                    )}
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
