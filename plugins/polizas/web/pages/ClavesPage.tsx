import { Button, NonIdealState } from '@blueprintjs/core';
import { KeyIcon, PlusIcon } from '@blueprintjs/icons';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Puede, usePuede } from '../../../../web/src/session/Puede.tsx';
import { SettingsPage } from '../../../../web/src/ui/SettingsPage.tsx';
import type { Aseguradora } from '../../../catalogos/shared/aseguradoras.ts';
import type { ClaveAgente, ClaveGuardada } from '../../shared/claves.ts';
import { useAseguradorasParaClavesQuery, useClavesAgenteQuery } from '../claves.api.ts';
import { OtraClaveDialog, SincronizacionDialog } from '../components/ClaveDialogos.tsx';
import { ClavePanel } from '../components/ClavePanel.tsx';
import '../claves.css';

/** /configuracion/claves, 'Clave de agente' (spec 02 §2.10): a panel per key, with add, save and delete. */
export default function ClavesPage() {
  const claves = useClavesAgenteQuery(undefined, { refetchOnMountOrArgChange: true });
  const aseguradoras = useAseguradorasParaClavesQuery();
  const result = {
    data: claves.data && aseguradoras.data ? { claves: claves.data.items, aseguradoras: aseguradoras.data } : undefined,
    error: claves.error ?? aseguradoras.error,
    isLoading: claves.isLoading || aseguradoras.isLoading,
  };
  return (
    <SettingsPage title="Clave de agente" result={result}>
      {(datos) => <ClavesPaneles {...datos} />}
    </SettingsPage>
  );
}

/** A panel added on this page: `id` once it is saved, so the server's copy of it is not shown twice. */
interface PanelNuevo {
  local: number;
  id: number | null;
}

function ClavesPaneles({ claves, aseguradoras }: { claves: ClaveAgente[]; aseguradoras: Aseguradora[] }) {
  const navigate = useNavigate();
  const puedeEscribir = usePuede('CLAVES_W');
  const siguiente = useRef(1);
  const nuevoPanel = (): PanelNuevo => ({ local: siguiente.current++, id: null });
  // An agent without keys (the 'Iniciar Prueba' of /comofunciona lands here) starts with an empty panel (local 0).
  const [nuevos, setNuevos] = useState<PanelNuevo[]>(() => (claves.length === 0 && puedeEscribir ? [{ local: 0, id: null }] : []));
  const [primera, setPrimera] = useState<ClaveGuardada | null>(null);
  const [paso, setPaso] = useState<'otra' | 'sincronizacion' | null>(null);

  const agregar = () => setNuevos((n) => [...n, nuevoPanel()]);
  const quitar = (local: number) => setNuevos((n) => n.filter((p) => p.local !== local));
  // Only the first save of the visit asks whether to register another key (spec 02 §2.10).
  const guardada = (local: number | null) => (clave: ClaveGuardada) => {
    if (local !== null) setNuevos((n) => n.map((p) => (p.local === local ? { ...p, id: clave.id } : p)));
    if (primera) return;
    setPrimera(clave);
    setPaso('otra');
  };

  const enPanelesNuevos = new Set(nuevos.map((p) => p.id));
  const existentes = claves.filter((c) => !enPanelesNuevos.has(c.id));
  return (
    <>
      {existentes.length === 0 && nuevos.length === 0 && <NonIdealState icon={<KeyIcon size={48} />} title="Sin resultados" />}
      <div className="cartera-claves">
        {existentes.map((clave) => (
          <ClavePanel key={clave.id} clave={clave} aseguradoras={aseguradoras} onGuardada={guardada(null)} onQuitada={() => undefined} />
        ))}
        {nuevos.map((panel) => (
          <ClavePanel key={`nueva-${panel.local}`} clave={null} aseguradoras={aseguradoras} onGuardada={guardada(panel.local)} onQuitada={() => quitar(panel.local)} />
        ))}
      </div>
      <Puede permiso="CLAVES_W">
        <div className="cartera-form-actions">
          <Button icon={<PlusIcon />} text="Agregar clave" onClick={agregar} />
        </div>
      </Puede>
      <OtraClaveDialog
        isOpen={paso === 'otra'}
        onSi={() => {
          setPaso(null);
          agregar();
        }}
        onNo={() => setPaso('sincronizacion')}
      />
      <SincronizacionDialog clave={paso === 'sincronizacion' ? primera : null} onAceptar={() => navigate('/resumen')} />
    </>
  );
}
