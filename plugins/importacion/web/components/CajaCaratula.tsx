import { Callout, FileInput, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alerta } from '../../../../web/src/ui/Alerta.tsx';
import { ConfirmDialog } from '../../../../web/src/ui/ConfirmDialog.tsx';
import type { CargaDeCaratula } from '../../../polizas/shared/caja-caratula.ts';
import { CONFIANZA_MINIMA } from '../../shared/caratula.ts';
import { CODIGOS_CARATULA, type ClienteDeCaratula, type PolizaExistente, type VistaPreviaCaratula } from '../../shared/caratula-api.ts';
import { MENSAJES_PDF, TEXTOS_PDF } from '../../shared/mensajes.ts';
import { cargaDeCaratula, llamarCaratula, useSubirCaratulaMutation } from '../caratula.api.ts';
import '../importacion.css';

interface Leida {
  fileName: string;
  caratulaUrl: string;
}

/**
 * The cover-page box on step 0 of a new policy (spec 02 §2.3, §4, §8): upload, preview, the code-10
 * confirmation to create the agent key, then the wizard's draft is filled; the fields read with
 * low confidence go to the wizard to be confirmed. The preview writes nothing: a contractor who is
 * not a client yet is created (esRobot) only when the agent accepts it (docs/adr/035).
 */
export default function CajaCaratula({ onCargar }: { onCargar: (carga: CargaDeCaratula) => Promise<void> }) {
  const [subir] = useSubirCaratulaMutation();
  const [leyendo, setLeyendo] = useState(false);
  const [confirmar, setConfirmar] = useState<(Leida & { message: string }) | null>(null);
  const [alerta, setAlerta] = useState<{ message: string; ayuda: string | null } | null>(null);
  const [existente, setExistente] = useState<PolizaExistente | null>(null);
  const [clienteNuevo, setClienteNuevo] = useState<{ leida: Leida; vista: VistaPreviaCaratula } | null>(null);

  function avisar(r: { code: number; message: string }) {
    const original = [CODIGOS_CARATULA.ilegible, CODIGOS_CARATULA.desconocido, CODIGOS_CARATULA.archivoDanado] as number[];
    setAlerta({
      message: r.message,
      ayuda: original.includes(r.code) ? MENSAJES_PDF.ayudaOriginal : r.code === CODIGOS_CARATULA.incompleta ? MENSAJES_PDF.ayudaColectivas : null,
    });
  }

  /** The wizard's draft takes the reading, with its client. */
  async function llenar(vista: VistaPreviaCaratula, clienteId: number) {
    const porConfirmar = Object.entries(vista.confianza)
      .filter(([, confianza]) => confianza < CONFIANZA_MINIMA)
      .map(([campo]) => campo);
    await onCargar({ poliza: { ...vista.poliza, cliente: { id: clienteId, nombre: vista.poliza.cliente.nombre } }, porConfirmar });
    setExistente(vista.existente);
  }

  async function vistaPrevia(leida: Leida, crearClaveAgente: boolean) {
    const r = await llamarCaratula<VistaPreviaCaratula>('/polizas/caratula/preview', { ...leida, crearClaveAgente });
    if (r.ok && r.body) {
      const { id } = r.body.poliza.cliente;
      if (id === null) setClienteNuevo({ leida, vista: r.body });
      else await llenar(r.body, id);
    } else if (r.code === CODIGOS_CARATULA.claveNoRegistrada) setConfirmar({ ...leida, message: r.message });
    else avisar(r);
  }

  async function elegir(file: File | undefined) {
    if (!file) return;
    if (file.type !== 'application/pdf') return setAlerta({ message: MENSAJES_PDF.soloPdf, ayuda: null });
    setLeyendo(true);
    setExistente(null);
    try {
      const carga = await subir(cargaDeCaratula(file));
      // An upload the server refused is logged and abandoned (spec 02 §8).
      if ('error' in carga) return console.error('carga de carátula', carga.error);
      await vistaPrevia({ fileName: file.name, caratulaUrl: carga.data.url }, false);
    } finally {
      setLeyendo(false);
    }
  }

  async function crearClave() {
    if (!confirmar) return;
    setConfirmar(null);
    setLeyendo(true);
    try {
      await vistaPrevia(confirmar, true);
    } finally {
      setLeyendo(false);
    }
  }

  /** The agent accepted the new contractor: the server reads the file again and creates it. */
  async function crearCliente() {
    if (!clienteNuevo) return;
    const { leida, vista } = clienteNuevo;
    setClienteNuevo(null);
    setLeyendo(true);
    try {
      const r = await llamarCaratula<ClienteDeCaratula>('/polizas/caratula/cliente', leida);
      if (r.ok && r.body) await llenar(vista, r.body.id);
      else avisar(r);
    } finally {
      setLeyendo(false);
    }
  }

  return (
    <div className="importacion-caja">
      <FileInput
        fill
        text={leyendo ? TEXTOS_PDF.leyendo : MENSAJES_PDF.cajaCaratula}
        buttonText={TEXTOS_PDF.examinar}
        disabled={leyendo}
        inputProps={{ accept: 'application/pdf', 'aria-label': MENSAJES_PDF.cajaCaratula }}
        onInputChange={(e) => {
          void elegir(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
      {existente && (
        <Callout intent={Intent.PRIMARY} className="captura-aviso">
          {MENSAJES_PDF.existente(existente.noPoliza, existente.aseguradora)}. <Link to={`/polizas/${existente.id}`}>{TEXTOS_PDF.actualizarEsa}</Link>
        </Callout>
      )}
      <ConfirmDialog
        isOpen={confirmar !== null}
        message={confirmar ? MENSAJES_PDF.confirmarClave(confirmar.message) : ''}
        onConfirm={() => void crearClave()}
        onCancel={() => setConfirmar(null)}
      />
      <ConfirmDialog
        isOpen={clienteNuevo !== null}
        message={clienteNuevo ? MENSAJES_PDF.clienteNuevo(clienteNuevo.vista.poliza.cliente.nombre, clienteNuevo.vista.contratante.rfc) : ''}
        onConfirm={() => void crearCliente()}
        onCancel={() => setClienteNuevo(null)}
      />
      <Alerta isOpen={alerta !== null} onClose={() => setAlerta(null)}>
        <p>{alerta?.message}</p>
        {alerta?.ayuda && <p>{alerta.ayuda}</p>}
      </Alerta>
    </div>
  );
}
