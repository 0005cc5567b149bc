import { Card, H3, Icon, type IconName } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { Permiso } from '../../../../core/shared/access/permisos.ts';
import { hasRoute } from '../../../../web/src/plugins/registry.ts';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { TEXTOS_PDF } from '../../shared/mensajes.ts';
import '../importacion.css';

interface Opcion {
  ruta: string;
  /** The registered route that serves it: only an installed way is offered. */
  pagina: string;
  permiso: Permiso;
  titulo: string;
  detalle: string;
  icono: IconName;
}

const OPCIONES: Opcion[] = [
  { ruta: '/polizas/nuevo', pagina: '/polizas/:polizaId', permiso: 'POLIZAS_W', titulo: TEXTOS_PDF.opcionCaptura, detalle: TEXTOS_PDF.opcionCapturaDetalle, icono: 'edit' },
  {
    ruta: '/importar-polizas/pdf',
    pagina: '/importar-polizas/pdf',
    permiso: 'POLIZAS_IMPORT',
    titulo: TEXTOS_PDF.opcionPdf,
    detalle: TEXTOS_PDF.opcionPdfDetalle,
    icono: 'document',
  },
  {
    ruta: '/importar-polizas/excel',
    pagina: '/importar-polizas/excel',
    permiso: 'POLIZAS_IMPORT',
    titulo: TEXTOS_PDF.opcionExcel,
    detalle: TEXTOS_PDF.opcionExcelDetalle,
    icono: 'th',
  },
];

/** /importar-polizas (spec 02 §1, §2.13): the ways to load a portfolio this installation has. */
export default function ImportarPolizasPage() {
  return (
    <div className="importacion-pagina">
      <PageHeader title={TEXTOS_PDF.tituloElegir} back="/configuracion" backLabel={TEXTOS_PDF.volver} />
      <p>{TEXTOS_PDF.elegir}</p>
      <div className="importacion-opciones">
        {OPCIONES.filter((o) => hasRoute(o.pagina)).map((o) => (
          <Puede key={o.ruta} permiso={o.permiso}>
            <Link to={o.ruta} className="importacion-opcion">
              <Card interactive>
                <Icon icon={o.icono} size={32} />
                <H3>{o.titulo}</H3>
                <p>{o.detalle}</p>
              </Card>
            </Link>
          </Puede>
        ))}
      </div>
    </div>
  );
}
