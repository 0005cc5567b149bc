import { Button, NonIdealState } from '@blueprintjs/core';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { ChartIcon, PlusIcon } from '@blueprintjs/icons';
import { useRef, useState } from 'react';
import { SettingsPage } from '../../../../web/src/ui/SettingsPage.tsx';
import type { Aseguradora } from '../../../catalogos/shared/aseguradoras.ts';
import type { Meta } from '../../shared/metas.ts';
import { useAseguradorasParaMetasQuery, useMetasQuery } from '../api.ts';
import { MetaPanel } from '../components/metas/MetaPanel.tsx';
import '../metas.css';

/** /configuracion/metas, 'Metas' (spec 02 §2.11): the agent's production goals as expandable panels. */
export default function MetasPage() {
  const metas = useMetasQuery(undefined, { refetchOnMountOrArgChange: true });
  const aseguradoras = useAseguradorasParaMetasQuery();
  const result = {
    data: metas.data && aseguradoras.data && { metas: metas.data, aseguradoras: aseguradoras.data },
    error: metas.error ?? aseguradoras.error,
    isLoading: metas.isLoading || aseguradoras.isLoading,
  };
  return (
    <SettingsPage title="Metas" result={result}>
      {(datos) => <MetasPaneles {...datos} />}
    </SettingsPage>
  );
}

/** A panel added on this visit; once saved it carries the id, and the list's copy of that goal is not drawn twice. */
interface Agregada {
  clave: number;
  id: number | null;
}

function MetasPaneles({ metas, aseguradoras }: { metas: Meta[]; aseguradoras: Aseguradora[] }) {
  const [agregadas, setAgregadas] = useState<Agregada[]>([]);
  const claves = useRef(0);
  const [hoy] = useState(hoyEnMexico);
  const cambiar = (clave: number, id: number | null) => setAgregadas((a) => a.map((p) => (p.clave === clave ? { clave, id } : p)));
  const quitar = (clave: number) => setAgregadas((a) => a.filter((p) => p.clave !== clave));

  const yaAgregadas = new Set(agregadas.map((p) => p.id));
  const guardadas = metas.filter((m) => !yaAgregadas.has(m.id));
  return (
    <>
      {guardadas.length === 0 && agregadas.length === 0 && <NonIdealState icon={<ChartIcon size={48} />} title="Sin resultados" />}
      <div className="cartera-metas">
        {guardadas.map((meta) => (
          <MetaPanel key={meta.id} meta={meta} aseguradoras={aseguradoras} hoy={hoy} />
        ))}
        {agregadas.map((p) => (
          <MetaPanel key={`nueva-${p.clave}`} meta={null} aseguradoras={aseguradoras} hoy={hoy} onGuardada={(id) => cambiar(p.clave, id)} onQuitada={() => quitar(p.clave)} />
        ))}
      </div>
      <div className="cartera-form-actions">
        <Button icon={<PlusIcon />} text="Agregar meta" onClick={() => setAgregadas((a) => [...a, { clave: claves.current++, id: null }])} />
      </div>
    </>
  );
}
