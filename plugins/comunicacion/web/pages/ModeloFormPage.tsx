import { Button, Card, FormGroup, Intent, Spinner } from '@blueprintjs/core';
import { FloppyDiskIcon, TrashIcon } from '@blueprintjs/icons';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { ConfirmDialog } from '../../../../web/src/ui/ConfirmDialog.tsx';
import { SelectField, TextField, useSchemaForm } from '../../../../web/src/ui/forms.tsx';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { EVENTOS, eventoPorId } from '../../shared/eventos.ts';
import { MENSAJES_COMUNICACION as M } from '../../shared/mensajes.ts';
import { modeloSchema, type CorreoModelo, type CorreoModeloDatos } from '../../shared/modelo-form.ts';
import { useCorreoModeloQuery, useEliminarCorreoModeloMutation, useGuardarCorreoModeloMutation } from '../api.ts';
import '../comunicacion.css';

// The rich-text editor (tiptap, ~70 KB gzip) comes in a chunk of its own, after the form it sits in.
const EditorCuerpo = lazy(() => import('../components/EditorCuerpo.tsx').then((m) => ({ default: m.EditorCuerpo })));

interface ModeloValues {
  [field: string]: unknown;
  nombre: string;
  correoEventoId: string;
  cuentaFrom: string;
  cuentaCC: string;
  cuentaCCB: string;
  asunto: string;
  cuerpo: string;
}

/** /configuracion/modelos/nuevo and /configuracion/modelos/{id}: a template, its event and its rich-text body. */
export default function ModeloFormPage() {
  const segmento = useParams().modeloId;
  const id = segmento === 'nuevo' ? null : idDeRuta(segmento);
  const invalido = Number.isNaN(id);
  const consulta = useCorreoModeloQuery(id ?? 0, { skip: id === null || invalido, refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(consulta.error);
  if (invalido || noExiste) return <Navigate to="/404" replace />;
  return (
    <div>
      <PageHeader title={id ? 'Editar plantilla' : 'Nueva plantilla'} back="/configuracion/modelos" backLabel="Regresar a Correos electrónicos" />
      {consulta.isLoading && <Spinner aria-label="Cargando" />}
      {(id === null || consulta.data) && <ModeloForm key={id ?? 'nuevo'} modelo={consulta.data ?? null} />}
    </div>
  );
}

function ModeloForm({ modelo }: { modelo: CorreoModelo | null }) {
  const navigate = useNavigate();
  const [guardar, { isLoading: guardando }] = useGuardarCorreoModeloMutation();
  const [eliminar, { isLoading: eliminando }] = useEliminarCorreoModeloMutation();
  const [confirmando, setConfirmando] = useState(false);
  const form = useSchemaForm<ModeloValues, CorreoModeloDatos>(modeloSchema, () => ({
    nombre: modelo?.nombre ?? '',
    correoEventoId: modelo ? String(modelo.correoEventoId) : '',
    cuentaFrom: modelo?.cuentaFrom ?? '',
    cuentaCC: modelo?.cuentaCC ?? '',
    cuentaCCB: modelo?.cuentaCCB ?? '',
    asunto: modelo?.asunto ?? '',
    cuerpo: modelo?.cuerpo ?? '',
  }));
  const evento = eventoPorId(Number(form.values.correoEventoId));

  const submit = form.handleSubmit(async (datos) => {
    try {
      const { body, message } = await guardar({ ...datos, cuerpo: datos.cuerpo ?? '', id: modelo?.id ?? null }).unwrap();
      showToast(message || M.modeloGuardado, Intent.SUCCESS);
      // Spec 01 §3: a saved template moves to its own route.
      navigate(`/configuracion/modelos/${body.id}`, { replace: true });
    } catch (e) {
      showToast(mensajeDeFallo(e, 'Error al guardar'), Intent.DANGER);
    }
  });

  async function confirmarEliminar() {
    if (!modelo) return;
    // Spec 01 §8: deleting a template shows no error on failure.
    await eliminar(modelo.id)
      .unwrap()
      .then(() => navigate('/configuracion/modelos'))
      .catch(() => setConfirmando(false));
  }

  return (
    <form onSubmit={submit} noValidate>
      <Card className="cartera-form-card">
        <TextField form={form} name="nombre" label="Nombre" maxLength={100} autoFocus />
        <SelectField form={form} name="correoEventoId" label="Evento" vacia="Selecciona" opciones={EVENTOS.map((e) => ({ value: String(e.id), label: e.nombre }))} />
        <div className="cartera-form-row">
          <TextField form={form} name="cuentaFrom" label="De" type="email" maxLength={100} />
          <TextField form={form} name="cuentaCC" label="CC" type="email" maxLength={100} />
          <TextField form={form} name="cuentaCCB" label="CCO" type="email" maxLength={100} />
        </div>
        <TextField form={form} name="asunto" label="Asunto" maxLength={100} />
        <FormGroup label="Cuerpo" labelFor={form.idOf('cuerpo')} helperText={evento ? 'Inserta los datos del registro con los campos @' : 'Elige el evento para ver sus campos @'}>
          <Suspense fallback={<Spinner size={30} />}>
            <EditorCuerpo id={form.idOf('cuerpo')} valor={form.values.cuerpo} onChange={(html) => form.set('cuerpo', html)} campos={evento?.correoCampos ?? []} />
          </Suspense>
        </FormGroup>
      </Card>
      <div className="cartera-form-actions">
        {modelo && (
          <Puede permiso="CORREOS_D">
            <Button intent={Intent.DANGER} variant="outlined" icon={<TrashIcon />} text="Eliminar" onClick={() => setConfirmando(true)} />
          </Puede>
        )}
        <Button text="Cancelar" onClick={() => navigate('/configuracion/modelos')} />
        <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDiskIcon />} text="Guardar" loading={guardando} />
      </div>
      <ConfirmDialog isOpen={confirmando} message={M.confirmarEliminar} onConfirm={confirmarEliminar} onCancel={() => setConfirmando(false)} loading={eliminando} />
    </form>
  );
}
