import { Button, ButtonGroup, Intent } from '@blueprintjs/core';
import { DocumentIcon, ExportIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { readStoredToken } from '../../../../../web/src/api/token.ts';
import { showToast } from '../../../../../web/src/ui/toaster.ts';
import { MENSAJES_INFORMES } from '../../../shared/informes-mensajes.ts';
import { urlDeExportacion, type Parametros } from '../../informes.api.ts';

const A = MENSAJES_INFORMES.acciones;

/** Downloads the export through fetch with the session's token, under the name the server gives. */
async function descargar(url: string): Promise<void> {
  const token = readStoredToken();
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(A.errorExportar);
  const nombre = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'reporte';
  const enlace = document.createElement('a');
  enlace.href = URL.createObjectURL(await res.blob());
  enlace.download = nombre;
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  setTimeout(() => URL.revokeObjectURL(enlace.href), 60_000);
}

/** 'Exportar a Excel' and 'Exportar a CSV' of a grid, with the filters on screen. */
export function Exportar({ ruta, parametros }: { ruta: string; parametros: Parametros }) {
  const [enCurso, setEnCurso] = useState<'xlsx' | 'csv' | null>(null);
  const exportar = async (formato: 'xlsx' | 'csv') => {
    setEnCurso(formato);
    try {
      await descargar(urlDeExportacion(ruta, parametros, formato));
    } catch {
      showToast(A.errorExportar, Intent.DANGER);
    } finally {
      setEnCurso(null);
    }
  };
  return (
    <ButtonGroup>
      <Button icon={<ExportIcon />} text={A.excel} loading={enCurso === 'xlsx'} disabled={enCurso !== null} onClick={() => void exportar('xlsx')} />
      <Button icon={<DocumentIcon />} text={A.csv} loading={enCurso === 'csv'} disabled={enCurso !== null} onClick={() => void exportar('csv')} />
    </ButtonGroup>
  );
}
