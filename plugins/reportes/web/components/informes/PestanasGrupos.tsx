import { Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import type { GruposInforme } from '../../../shared/informes.ts';
import { MENSAJES_INFORMES } from '../../../shared/informes-mensajes.ts';
import { Pasteles } from './Pasteles.tsx';

const P = MENSAJES_INFORMES.pestanas;
const CLAVES = ['ramos', 'estatus', 'aseguradoras'] as const;

/** The Ramos, Estatus and Aseguradoras tabs of the policy and receipt reports (spec 02 §2.16). */
export function PestanasGrupos({ grupos }: { grupos: GruposInforme }) {
  const [pestana, setPestana] = useState<(typeof CLAVES)[number]>('ramos');
  return (
    <Tabs id="informe-grupos" selectedTabId={pestana} onChange={(id) => setPestana(id as (typeof CLAVES)[number])} renderActiveTabPanelOnly>
      {CLAVES.map((clave) => (
        <Tab key={clave} id={clave} title={P[clave]} panel={<Pasteles nombre={P[clave]} grupos={grupos[clave]} />} />
      ))}
    </Tabs>
  );
}
