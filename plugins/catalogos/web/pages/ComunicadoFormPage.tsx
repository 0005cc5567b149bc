import { Button, Card, FormGroup, H2, Intent, Spinner, TextArea } from '@blueprintjs/core';
import { FloppyDiskIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../../web/src/ui/ConfirmDialog.tsx';
import { TextField, useSchemaForm } from '../../../../web/src/ui/forms.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { comunicadoSchema, MENSAJES_COMUNICADOS, type ComunicadoAgente, type ComunicadoDatos } from '../../shared/comunicados.ts';
import { htmlSeguro } from '../../../../web/src/ui/htmlSeguro.ts';
import { useComunicadoAdminQuery, useEliminarComunicadoMutation, useGuardarComunicadoMutation } from '../api.ts';
import { paraInputFechaHora } from '../components/fechaHora.ts';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import '../catalogos.css';

interface ComunicadoValues {
  [field: string]: unknown;
  texto: string;
  actionUrl: string;
  publicadoDe: string;
  publicadoA: string;
}

/**
 * /configuracion/comunicados/ (new) and /configuracion/comunicados/{comunicadoId} (issue 4, ADR 011):
 * an announcement's HTML with a preview of exactly what will be stored, its link and its window.
 */
export default function ComunicadoFormPage() {
  const id = idDeRuta(useParams().comunicadoId);
  const invalido = Number.isNaN(id);
  const consulta = useComunicadoAdminQuery(id ?? 0, { skip: id === null || invalido, refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(consulta.error);

  if (invalido || noExiste) return <Navigate to="/404" replace />;
  return (
    <div>
      <PageHeader title={id ? 'Editar comunicado' : 'Nuevo comunicado'} back="/configuracion/comunicados" backLabel="Regresar a Comunicados" />
      {consulta.isLoading && <Spinner aria-label="Cargando" />}
      {(id === null || consulta.data) && <ComunicadoForm key={id ?? 'nuevo'} comunicado={consulta.data ?? null} />}
    </div>
  );
}

function ComunicadoForm({ comunicado }: { comunicado: ComunicadoAgente | null }) {
  const navigate = useNavigate();
  const [guardar, { isLoading: guardando }] = useGuardarComunicadoMutation();
  const [eliminar, { isLoading: eliminando }] = useEliminarComunicadoMutation();
  const [confirmando, setConfirmando] = useState(false);
  const form = useSchemaForm<ComunicadoValues, ComunicadoDatos>(comunicadoSchema, () => ({
    texto: comunicado?.texto ?? '',
    actionUrl: comunicado?.actionUrl ?? '',
    publicadoDe: paraInputFechaHora(comunicado?.publicadoDe ?? null),
    publicadoA: paraInputFechaHora(comunicado?.publicadoA ?? null),
  }));
  const errorTexto = form.errorOf('texto');

  const submit = form.handleSubmit(async (datos) => {
    try {
      const { message } = await guardar({ ...datos, id: comunicado?.id ?? null }).unwrap();
      showToast(message || MENSAJES_COMUNICADOS.guardado, Intent.SUCCESS);
      navigate('/configuracion/comunicados');
    } catch (e) {
      showToast(mensajeDeFallo(e, 'Error al guardar'), Intent.DANGER);
    }
  });

  async function confirmarEliminar() {
    if (!comunicado) return;
    try {
      const { message } = await eliminar(comunicado.id).unwrap();
      showToast(message || MENSAJES_COMUNICADOS.eliminado, Intent.SUCCESS);
      navigate('/configuracion/comunicados');
    } catch (e) {
      showToast(mensajeDeFallo(e, 'Error al eliminar'), Intent.DANGER);
      setConfirmando(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Card className="cartera-form-card">
        <FormGroup
          label="Texto"
          labelFor={form.idOf('texto')}
          labelInfo="(HTML: párrafos, negritas, listas y enlaces)"
          intent={errorTexto ? Intent.DANGER : Intent.NONE}
          helperText={errorTexto}
        >
          <TextArea
            id={form.idOf('texto')}
            name="texto"
            value={form.values.texto}
            onChange={(event) => form.set('texto', event.currentTarget.value)}
            onBlur={() => form.touch('texto')}
            intent={errorTexto ? Intent.DANGER : Intent.NONE}
            rows={6}
            fill
          />
        </FormGroup>
        <H2 className="cartera-form-section-title">Vista previa</H2>
        {/* What the users will see: the same sanitiser the server applies on save. */}
        <div className="cartera-comunicado-vista" dangerouslySetInnerHTML={{ __html: htmlSeguro(form.values.texto) }} />
      </Card>
      <Card className="cartera-form-card">
        <TextField form={form} name="actionUrl" label="Enlace" placeholder="/polizas o https://…" autoComplete="off" helperText="Opcional: a dónde lleva el comunicado" />
        <div className="cartera-form-row">
          <TextField form={form} name="publicadoDe" label="Publicar desde" type="datetime-local" helperText="Vacío: desde ahora" />
          <TextField form={form} name="publicadoA" label="Publicar hasta" type="datetime-local" helperText="Vacío: sin fin" />
        </div>
      </Card>
      <div className="cartera-form-actions">
        {comunicado && <Button intent={Intent.DANGER} variant="outlined" icon={<TrashIcon />} text="Eliminar" onClick={() => setConfirmando(true)} />}
        <Button text="Cancelar" onClick={() => navigate('/configuracion/comunicados')} />
        <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDiskIcon />} text="Guardar" loading={guardando} />
      </div>
      <ConfirmDialog isOpen={confirmando} message="¿Deseas eliminar el registro?" onConfirm={confirmarEliminar} onCancel={() => setConfirmando(false)} loading={eliminando} />
    </form>
  );
}
