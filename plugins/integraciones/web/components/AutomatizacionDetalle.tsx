import { Button, Callout, Intent, Tag } from '@blueprintjs/core';
import { ErrorIcon, TickCircleIcon, TimeIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PluginDialog } from '../../../../web/src/plugins/PluginDialog.tsx';
import { usePuede } from '../../../../web/src/session/Puede.tsx';
import { Fila } from '../../../../web/src/ui/Fila.tsx';
import { MENSAJES_AUTOMATIZACIONES as M, MENSAJES_SINCRONIZACION } from '../../shared/mensajes.ts';
import type { DetalleSincronizacion } from '../../shared/sincronizacion.ts';

/**
 * One policy of a run (spec 02 §4 'Sync detail'): an error shows the result text, pendiente shows
 * 'Procesamiento en curso', anything else is a success, warned when the policy or its client was
 * created by the sync and still needs validation (esRobot). Links lead to the policy and the receipt.
 */
export function AutomatizacionDetalle({ detalle }: { detalle: DetalleSincronizacion }) {
  return (
    <Fila className="cartera-fila" data-detalle={detalle.id}>
      <div className="cartera-fila-texto">
        <strong>{M.poliza(detalle.noPoliza)}</strong>
        <br />
        <Resultado detalle={detalle} />
      </div>
      <Enlaces poliza={detalle.poliza} recibo={detalle.recibo} />
    </Fila>
  );
}

function Resultado({ detalle }: { detalle: DetalleSincronizacion }) {
  if (detalle.status === 'error') {
    return (
      <Tag intent={Intent.DANGER} minimal icon={<ErrorIcon />} multiline>
        {detalle.resultado || M.errorSinTexto}
      </Tag>
    );
  }
  if (detalle.status === 'pendiente') {
    return (
      <Tag intent={Intent.PRIMARY} minimal icon={<TimeIcon />}>
        {MENSAJES_SINCRONIZACION.procesamientoEnCurso}
      </Tag>
    );
  }
  return (
    <>
      <Tag intent={Intent.SUCCESS} minimal icon={<TickCircleIcon />}>
        {M.exito}
      </Tag>
      {detalle.resultado && <span> {detalle.resultado}</span>}
      {(detalle.polizaEsRobot || detalle.clienteEsRobot) && (
        <Callout intent={Intent.WARNING} compact className="cartera-sincronizacion-validar">
          {M.validar(detalle.polizaEsRobot, detalle.clienteEsRobot)}
        </Callout>
      )}
    </>
  );
}

/** The policy's page, and its receipt brought into view in the policy's detail dialog. */
function Enlaces({ poliza, recibo }: { poliza: number | null; recibo: number | null }) {
  const puede = usePuede('POLIZAS_R');
  const [abierto, setAbierto] = useState(false);
  if (!puede || poliza === null) return null;
  return (
    <span>
      <Link to={`/poliza/${poliza}`}>{M.verPoliza}</Link>
      {recibo !== null && (
        <>
          {' · '}
          <Button variant="minimal" intent={Intent.PRIMARY} text={M.verRecibo} onClick={() => setAbierto(true)} />
          <PluginDialog id="polizas.detalle" isOpen={abierto} params={{ id: poliza, reciboId: recibo }} onClose={() => setAbierto(false)} onDone={() => setAbierto(false)} />
        </>
      )}
    </span>
  );
}
