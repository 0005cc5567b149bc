import { AnchorButton, Button, Callout, Card, Checkbox, FormGroup, HTMLSelect, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { ChatIcon, EnvelopeIcon, ShareIcon } from '@blueprintjs/icons';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { idDeRuta } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { htmlSeguro } from '../../../../web/src/ui/htmlSeguro.ts';
import { MAX_ENTRADA } from '../../shared/envio-form.ts';
import { EVENTOS, type TipoObjeto } from '../../shared/eventos.ts';
import { MENSAJES_COMUNICACION as M } from '../../shared/mensajes.ts';
import { useCorreoModelosQuery, useEnviarCorreoMutation, useTraducirCorreoMutation } from '../api.ts';
import { CAMPOS_VACIOS, camposDeTraduccion, errorDeEnvio, payloadDeEnvio, type CamposDeEnvio } from '../components/camposDeEnvio.ts';
import { enlaceMiCorreo, textoDeCorreo } from '../components/miCorreo.ts';
import '../comunicacion.css';

const TIPOS: readonly TipoObjeto[] = ['poliza', 'recibo', 'renovacion', 'cliente', 'prospecto', 'siniestro'];

/**
 * /correo/{objectId}?tipo=recibo (spec 01 §2): the e-mail or WhatsApp message about a policy, a
 * receipt, a renewal, a client, a prospect or a claim. The event's first template is chosen and rendered at once, so a
 * reminder is one more click: 'Enviar correo'. 'Enviar desde mi correo' opens the user's own mail
 * program with the same message instead (spec 01 §7), without the server.
 */
export default function CorreoPage() {
  const objectId = idDeRuta(useParams().objectId);
  const [query] = useSearchParams();
  const tipo = TIPOS.find((t) => t === query.get('tipo')) ?? 'poliza';
  const evento = EVENTOS.find((e) => e.entidad === tipo);
  if (!objectId || Number.isNaN(objectId) || !evento) return <Navigate to="/404" replace />;
  return <CorreoForm objectId={objectId} tipo={tipo} eventoId={evento.id} />;
}

function CorreoForm({ objectId, tipo, eventoId }: { objectId: number; tipo: TipoObjeto; eventoId: number }) {
  const navigate = useNavigate();
  const modelos = useCorreoModelosQuery(eventoId, { refetchOnMountOrArgChange: true });
  const [traducir, traduccion] = useTraducirCorreoMutation();
  const [enviar, envio] = useEnviarCorreoMutation();
  // The event's first template until the user picks another.
  const [elegidoPorUsuario, setModeloId] = useState<number | null>(null);
  const modeloId = elegidoPorUsuario ?? modelos.data?.[0]?.id ?? null;
  const [campos, setCampos] = useState<CamposDeEnvio>(CAMPOS_VACIOS);
  const [cuerpo, setCuerpo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const elegido = modelos.data?.find((m) => m.id === modeloId) ?? null;

  useEffect(() => {
    if (!elegido) return;
    traducir({ correoModeloId: elegido.id, objectId })
      .unwrap()
      .then((t) => {
        setCampos((previos) => camposDeTraduccion(elegido, t, previos));
        setCuerpo(t.cuerpoHTML);
      })
      .catch((e: unknown) => setError(mensajeDeFallo(e, M.objetoNoExiste)));
  }, [elegido, objectId, traducir]);

  const seguro = useMemo(() => htmlSeguro(cuerpo), [cuerpo]);
  const miCorreo = useMemo(() => enlaceMiCorreo(campos, textoDeCorreo(seguro)), [campos, seguro]);

  const cambiar = (campo: keyof CamposDeEnvio) => (event: React.ChangeEvent<HTMLInputElement>) => setCampos({ ...campos, [campo]: event.currentTarget.value });

  async function mandar(porWhatsapp: boolean) {
    const fallo = porWhatsapp ? (elegido ? (campos.celular.trim() ? null : M.celularObligatorio) : M.modeloObligatorio) : errorDeEnvio(campos, elegido !== null);
    setError(fallo);
    if (fallo || !elegido) return;
    try {
      const payload = { ...payloadDeEnvio(campos, tipo, objectId, elegido.id, cuerpo), tipo: porWhatsapp ? ('whatsapp' as const) : ('correo' as const) };
      const { body, message } = await enviar(payload).unwrap();
      showToast(message, Intent.SUCCESS);
      if (body.url) window.open(body.url, '_blank', 'noopener');
      else navigate(-1);
    } catch (e) {
      setError(mensajeDeFallo(e, M.errorAlEnviar));
    }
  }

  const campo = (nombre: 'from' | 'to' | 'cc' | 'bcc' | 'subject' | 'celular', label: string) => (
    <FormGroup label={label} labelFor={`correo-${nombre}`}>
      <InputGroup id={`correo-${nombre}`} value={campos[nombre]} onChange={cambiar(nombre)} maxLength={nombre === 'from' || nombre === 'celular' ? 100 : MAX_ENTRADA} />
    </FormGroup>
  );

  return (
    <div>
      <PageHeader title={M.tituloCorreo} />
      {error && (
        <Callout intent={Intent.DANGER} role="alert">
          {error}
        </Callout>
      )}
      {modelos.isLoading && <Spinner aria-label="Cargando" />}
      {modelos.data?.length === 0 && <Callout intent={Intent.WARNING}>No hay plantillas para este evento: créalas en Configuración, Correos electrónicos.</Callout>}
      <Card className="cartera-form-card">
        <FormGroup label="Plantilla" labelFor="correo-modelo">
          <HTMLSelect
            id="correo-modelo"
            value={modeloId ?? ''}
            onChange={(event) => setModeloId(Number(event.currentTarget.value) || null)}
            options={[{ value: '', label: 'Selecciona' }, ...(modelos.data ?? []).map((m) => ({ value: m.id, label: m.nombre }))]}
            fill
          />
        </FormGroup>
        {campo('from', 'De')}
        {campo('to', 'Para')}
        <div className="cartera-form-row">
          {campo('cc', 'CC')}
          {campo('bcc', 'CCO')}
        </div>
        {campo('subject', 'Asunto')}
        {traduccion.isLoading && <Spinner aria-label="Cargando" size={20} />}
        <div className="comunicacion-vista" aria-label="Mensaje" dangerouslySetInnerHTML={{ __html: seguro }} />
        <Checkbox checked={campos.adjuntos} label="Adjuntar los archivos del registro" onChange={(event) => setCampos({ ...campos, adjuntos: event.currentTarget.checked })} />
        {campo('celular', 'Celular (WhatsApp)')}
      </Card>
      <div className="cartera-form-actions">
        <Button text="Cancelar" onClick={() => navigate(-1)} />
        <AnchorButton
          icon={<ShareIcon />}
          text={M.enviarDesdeMiCorreo}
          href={miCorreo}
          onClick={(event) => {
            const fallo = errorDeEnvio(campos, elegido !== null) ?? (campos.adjuntos ? M.adjuntosEnMiCorreo : null);
            setError(fallo);
            if (fallo) event.preventDefault();
          }}
        />
        <Button icon={<ChatIcon />} text="Enviar por WhatsApp" onClick={() => void mandar(true)} loading={envio.isLoading} />
        <Button intent={Intent.PRIMARY} icon={<EnvelopeIcon />} text="Enviar correo" onClick={() => void mandar(false)} loading={envio.isLoading} />
      </div>
    </div>
  );
}
