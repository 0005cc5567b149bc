import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { aportesA } from '../../../../../web/src/plugins/registry.ts';
import { usePuede } from '../../../../../web/src/session/Puede.tsx';
import { BLOQUES_DE_POLIZA } from '../../../shared/bloques.ts';
import type { Poliza } from '../../../shared/polizas.ts';
import { Seccion } from './Seccion.tsx';

/** The blocks other plugins contribute to the detail (the policy's claims), in their order. */
const BLOQUES = aportesA(BLOQUES_DE_POLIZA)
  .sort((a, b) => a.orden - b.orden)
  .map((b) => ({ ...b, Contenido: lazy(b.load) }));

function Bloque({ bloque, poliza }: { bloque: (typeof BLOQUES)[number]; poliza: Poliza }) {
  const puede = usePuede(bloque.permiso);
  if (!puede) return null;
  const { Contenido } = bloque;
  return (
    <Seccion titulo={bloque.titulo}>
      <Suspense fallback={<Spinner aria-label="Cargando" size={20} />}>
        <Contenido poliza={poliza} />
      </Suspense>
    </Seccion>
  );
}

export function BloquesDePoliza({ poliza }: { poliza: Poliza }) {
  return (
    <>
      {BLOQUES.map((bloque) => (
        <Bloque key={bloque.id} bloque={bloque} poliza={poliza} />
      ))}
    </>
  );
}
