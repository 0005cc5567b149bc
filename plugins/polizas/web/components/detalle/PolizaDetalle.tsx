import { Callout, H2, Intent, Tab, Tabs } from '@blueprintjs/core';
import { PluginDialogContent } from '../../../../../web/src/plugins/PluginDialog.tsx';
import { usePuede } from '../../../../../web/src/session/Puede.tsx';
import type { Poliza } from '../../../shared/polizas.ts';
import { RecibosLista } from '../recibos/RecibosLista.tsx';
import { BarraPoliza } from './BarraPoliza.tsx';
import { BloquesDePoliza } from './BloquesDePoliza.tsx';
import { RamoIcono, RobotTag, StatusPolizaTag } from './Etiquetas.tsx';
import { nombreCompleto } from './formato.ts';
import { Seccion } from './Seccion.tsx';
import { AseguradosSeccion, BienAsegurado, Comisiones, DatosGenerales, Primas, VehiculoSeccion, Vigencia } from './Secciones.tsx';

/** What a policy created by a sync or PDF process asks of the agent (spec 02 §1). */
export const AVISO_ROBOT =
  'Esta póliza se creó automáticamente: valida los datos del cliente, las primas y las fechas de vigencia, el número de recibos con sus primas y fechas, y completa el correo y el celular del cliente.';

const nada = () => undefined;

interface PolizaDetalleProps {
  poliza: Poliza;
  /** The full page /poliza/{id} shows the sections in tabs; the modal shows them one after another. */
  enPagina: boolean;
  onEliminada: () => void;
  /** A receipt to scroll to and mark (the modal opened from a receipt, e.g. a receipt report's row). */
  reciboEnfocado?: number | null;
}

/** A policy's detail (spec 02 §2.2): the list's modal 'Detalle de póliza' and the page 'Detalle de Póliza'. */
export function PolizaDetalle({ poliza, enPagina, onEliminada, reciboEnfocado = null }: PolizaDetalleProps) {
  return (
    <div className="polizas-detalle" data-poliza={poliza.id}>
      <header className="polizas-detalle-cabecera">
        <RamoIcono ramo={poliza.ramo.id} size={28} />
        <div className="polizas-detalle-titulo">
          <H2>{nombreCompleto(poliza.cliente)}</H2>
          <span>
            Póliza {poliza.noPoliza} · {poliza.agenteClave.aseguradora.abreviacion} · {poliza.concepto}
          </span>
        </div>
        <StatusPolizaTag status={poliza.status} />
        {poliza.esRobot && <RobotTag />}
      </header>
      {poliza.esRobot && (
        <Callout intent={Intent.WARNING} className="cartera-form-banner">
          {AVISO_ROBOT}
        </Callout>
      )}
      <BarraPoliza poliza={poliza} onEliminada={onEliminada} conEditar={!enPagina} />
      {enPagina ? (
        <PestanasPoliza poliza={poliza} />
      ) : (
        <>
          <DatosGenerales poliza={poliza} />
          <Vigencia poliza={poliza} />
          <VehiculoSeccion poliza={poliza} />
          <AseguradosSeccion poliza={poliza} />
          <BienAsegurado poliza={poliza} />
          <Primas poliza={poliza} />
          <Comisiones poliza={poliza} />
          <Seccion titulo="RECIBOS">
            <RecibosLista poliza={poliza} enfocado={reciboEnfocado} />
          </Seccion>
          <BloquesDePoliza poliza={poliza} />
        </>
      )}
    </div>
  );
}

/** The full page's tabs: Generales, Recibos, Adjuntos, Bitácora, Asegurados, Comisiones. */
function PestanasPoliza({ poliza }: { poliza: Poliza }) {
  const verAdjuntos = usePuede('ADJUNTOS_R');
  const verBitacora = usePuede('BITACORA_R');
  const dueno = { entidad: 'polizas', id: poliza.id };
  return (
    <Tabs id="poliza-pestanas" renderActiveTabPanelOnly className="polizas-pestanas">
      <Tab
        id="generales"
        title="Generales"
        panel={
          <>
            <DatosGenerales poliza={poliza} />
            <Vigencia poliza={poliza} />
            <VehiculoSeccion poliza={poliza} />
            <BienAsegurado poliza={poliza} />
            <Primas poliza={poliza} />
            <BloquesDePoliza poliza={poliza} />
          </>
        }
      />
      <Tab id="recibos" title="Recibos" panel={<RecibosLista poliza={poliza} />} />
      {verAdjuntos && <Tab id="adjuntos" title="Adjuntos" panel={<PluginDialogContent id="crm.adjuntos" params={dueno} onClose={nada} onDone={nada} />} />}
      {verBitacora && <Tab id="bitacora" title="Bitácora" panel={<PluginDialogContent id="crm.bitacora" params={dueno} onClose={nada} onDone={nada} />} />}
      <Tab id="asegurados" title="Asegurados" panel={poliza.asegurados.length > 0 ? <AseguradosSeccion poliza={poliza} /> : <p>La póliza no tiene asegurados.</p>} />
      <Tab id="comisiones" title="Comisiones" panel={<Comisiones poliza={poliza} porRecibo />} />
    </Tabs>
  );
}
