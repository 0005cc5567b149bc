import { Button, Intent } from '@blueprintjs/core';
import { DocumentIcon, PlusIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { PagedList } from '../../../../web/src/ui/SearchList.tsx';
import { PolizaModal } from '../components/detalle/PolizaModal.tsx';
import { FiltrosPolizas } from '../components/lista/FiltrosPolizas.tsx';
import { IrAPagina } from '../components/lista/IrAPagina.tsx';
import { PolizaTarjeta } from '../components/lista/PolizaTarjeta.tsx';
import { useFiltroPolizas } from '../components/lista/useFiltroPolizas.ts';
import { usePolizasQuery } from '../polizas.api.ts';
import '../polizas.css';

/** /polizas 'Pólizas' (spec 02 §2.1): filters, the policies' cards, the pager, 'Añadir' and the detail modal. */
export default function PolizasPage() {
  const navigate = useNavigate();
  const filtro = useFiltroPolizas();
  const result = usePolizasQuery(filtro.filtro, { refetchOnMountOrArgChange: true });
  const [abierta, setAbierta] = useState<number | null>(null);

  return (
    <div>
      <PageHeader
        title="Pólizas"
        actions={
          <Puede permiso="POLIZAS_W">
            <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text="Añadir" onClick={() => navigate('/polizas/nuevo')} />
          </Puede>
        }
      />
      <FiltrosPolizas filtro={filtro} />
      <PagedList
        result={result}
        icon={<DocumentIcon size={48} />}
        label="Pólizas"
        onPage={filtro.setPage}
        besidePager={(pagina) => <IrAPagina totalPages={pagina.totalPages} onChange={filtro.setPage} />}
      >
        {(poliza) => <PolizaTarjeta key={poliza.id} poliza={poliza} onAbrir={setAbierta} />}
      </PagedList>
      <PolizaModal polizaId={abierta} onClose={() => setAbierta(null)} />
    </div>
  );
}
