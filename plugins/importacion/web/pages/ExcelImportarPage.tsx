import { AnchorButton, Button, Callout, Checkbox, FileInput, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../../web/src/session/hooks.ts';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { FORMATO_FECHA_PREDETERMINADO, FORMATOS_FECHA } from '../../shared/excel-importacion.ts';
import { MENSAJES_EXCEL } from '../../shared/mensajes.ts';
import { cargaDeExcel, useProcesarExcelMutation, useSubirExcelMutation, type EstadoResultadoExcel } from '../excel.api.ts';
import plantillaUrl from '../plantilla/importacion-polizas.xlsx?url';
import '../importacion.css';

const esXlsx = (f: File) => f.name.toLowerCase().endsWith('.xlsx');

/**
 * /importar-polizas/excel (spec 02 §2.13, §5, §7, §8): an .xlsx and its date format are uploaded and
 * processed; the rows go to the preview in navigation state. A failure is the server's message in a
 * browser alert, as the spec says.
 */
export default function ExcelImportarPage() {
  const { agenteId } = useSession();
  const navigate = useNavigate();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [formato, setFormato] = useState(FORMATO_FECHA_PREDETERMINADO);
  const [actualizar, setActualizar] = useState(false);
  const [error, setError] = useState('');
  const [subir, subida] = useSubirExcelMutation();
  const [procesar, proceso] = useProcesarExcelMutation();
  const ocupado = subida.isLoading || proceso.isLoading;

  function elegir(files: FileList | null) {
    const file = files?.[0] ?? null;
    setArchivo(file && esXlsx(file) ? file : null);
    setError(file && !esXlsx(file) ? MENSAJES_EXCEL.soloXlsx : '');
  }

  async function enviar(e: FormEvent) {
    e.preventDefault();
    if (!archivo || agenteId === null) return setError(MENSAJES_EXCEL.archivoRequerido);
    const carga = await subir(cargaDeExcel(agenteId, archivo));
    if ('error' in carga) return window.alert((carga.error as { message?: string }).message ?? MENSAJES_EXCEL.archivoRequerido);
    const solicitud = { fileName: archivo.name, fileUrl: carga.data.url, dateFormat: formato, actualizar };
    const r = await procesar(solicitud);
    if ('error' in r) return window.alert((r.error as { message?: string }).message ?? MENSAJES_EXCEL.archivoRequerido);
    const estado: EstadoResultadoExcel = { filas: r.data, solicitud };
    navigate('/importar-polizas/excel-result', { state: estado });
  }

  return (
    <form className="importacion-pagina" onSubmit={(e) => void enviar(e)}>
      <PageHeader title={MENSAJES_EXCEL.tituloCarga} back="/configuracion" backLabel={MENSAJES_EXCEL.volver} />
      <Callout intent={Intent.PRIMARY}>{MENSAJES_EXCEL.ayuda}</Callout>
      <div className="importacion-acciones">
        <AnchorButton href={plantillaUrl} download="importacion-polizas.xlsx" icon={<DownloadIcon />} text={MENSAJES_EXCEL.descargarPlantilla} />
      </div>
      <FormGroup label={MENSAJES_EXCEL.archivo} labelFor="excel-archivo" intent={error ? Intent.DANGER : Intent.NONE} helperText={error || undefined}>
        <FileInput
          fill
          text={archivo?.name ?? MENSAJES_EXCEL.archivo}
          buttonText="Elegir"
          inputProps={{ id: 'excel-archivo', accept: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'aria-label': MENSAJES_EXCEL.archivo }}
          onInputChange={(e) => elegir(e.currentTarget.files)}
        />
      </FormGroup>
      <FormGroup label={MENSAJES_EXCEL.formatoDeFecha} labelFor="excel-formato">
        <HTMLSelect id="excel-formato" value={formato} options={[...FORMATOS_FECHA]} onChange={(e) => setFormato(e.currentTarget.value)} />
      </FormGroup>
      <Checkbox label={MENSAJES_EXCEL.actualizarExistentes} checked={actualizar} onChange={(e) => setActualizar(e.currentTarget.checked)} />
      <div className="importacion-acciones">
        <Button type="submit" intent={Intent.PRIMARY} loading={ocupado} disabled={!archivo} text={MENSAJES_EXCEL.procesar} />
      </div>
    </form>
  );
}
