import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { conteoDeFilas, filaConErrores, type ResultadoImportacion } from '../../shared/excel-importacion.ts';
import { MENSAJES_EXCEL } from '../../shared/mensajes.ts';
import { ExcelVistaPrevia } from '../components/ExcelVistaPrevia.tsx';
import { useImportarExcelMutation, type EstadoResultadoExcel } from '../excel.api.ts';
import '../importacion.css';

/**
 * /importar-polizas/excel-result (spec 02 §2.13, §4, §5, §8): the rows from navigation state, the
 * dialog counting errors and warnings, and the import — disabled while rows with errors remain; the
 * agent fixes the file, or removes those rows and imports the rest (docs/adr/032-importacion-excel.md).
 */
export default function ExcelResultadoPage() {
  const estado = useLocation().state as EstadoResultadoExcel | null;
  const [filas, setFilas] = useState(estado?.filas ?? []);
  const [dialogo, setDialogo] = useState(Boolean(estado));
  const [importar, importacion] = useImportarExcelMutation();
  const [resultados, setResultados] = useState<ResultadoImportacion[] | null>(null);
  const [error, setError] = useState('');
  const { errores, advertencias } = conteoDeFilas(filas);

  async function aplicar() {
    if (!estado) return;
    setError('');
    const r = await importar(estado.solicitud);
    if ('error' in r) setError((r.error as { message?: string }).message ?? MENSAJES_EXCEL.importacionFallida);
    else setResultados(r.data.filter((x) => x.ok));
  }

  if (!estado) {
    return (
      <div className="importacion-pagina">
        <PageHeader title={MENSAJES_EXCEL.tituloResultado} back="/importar-polizas/excel" backLabel={MENSAJES_EXCEL.volver} />
        <Callout>{MENSAJES_EXCEL.sinDatos}</Callout>
      </div>
    );
  }

  const creadas = resultados?.filter((r) => r.poliza?.accion === 'creada').length ?? 0;
  return (
    <div className="importacion-pagina">
      <PageHeader title={MENSAJES_EXCEL.tituloResultado} back="/importar-polizas/excel" backLabel={MENSAJES_EXCEL.volver} />
      <Dialog isOpen={dialogo} title={MENSAJES_EXCEL.dialogoTitulo} onClose={() => setDialogo(false)}>
        <DialogBody>
          <ul className="importacion-excel-conteo">
            <li>{MENSAJES_EXCEL.errores(errores)}</li>
            <li>{MENSAJES_EXCEL.advertencias(advertencias)}</li>
            <li>{MENSAJES_EXCEL.listas(filas.length - errores)}</li>
          </ul>
        </DialogBody>
        <DialogFooter actions={<Button intent={Intent.PRIMARY} text={MENSAJES_EXCEL.aceptar} onClick={() => setDialogo(false)} />} />
      </Dialog>
      {resultados ? (
        <Callout intent={Intent.SUCCESS} title={MENSAJES_EXCEL.importacionTerminada(creadas, resultados.length - creadas)}>
          <HTMLTable compact aria-label={MENSAJES_EXCEL.importacionTerminada(creadas, resultados.length - creadas)}>
            <tbody>
              {resultados.map((r) => (
                <tr key={r.poliza?.rowId}>
                  <td>{r.poliza?.rowId}</td>
                  <td>{r.message}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <Link to="/polizas">{MENSAJES_EXCEL.verPolizas}</Link>
        </Callout>
      ) : (
        <div className="importacion-acciones">
          <span>
            {MENSAJES_EXCEL.errores(errores)} · {MENSAJES_EXCEL.advertencias(advertencias)}
          </span>
          <Button text={MENSAJES_EXCEL.quitarErrores} disabled={errores === 0} onClick={() => setFilas(filas.filter((f) => !filaConErrores(f)))} />
          <Button
            intent={Intent.PRIMARY}
            text={MENSAJES_EXCEL.importar}
            disabled={errores > 0 || filas.length === 0}
            loading={importacion.isLoading}
            onClick={() => void aplicar()}
          />
        </div>
      )}
      {error && <Callout intent={Intent.DANGER}>{error}</Callout>}
      <ExcelVistaPrevia filas={filas} />
    </div>
  );
}
