import { Button, Card, Intent, Spinner } from '@blueprintjs/core';
import { FloppyDiskIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../../web/src/ui/ConfirmDialog.tsx';
import { ESTATUS_ACTIVO_INACTIVO, SelectField, TextField, useSchemaForm } from '../../../../web/src/ui/forms.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { aseguradoraSchema, MENSAJES_ASEGURADORAS, type Aseguradora, type AseguradoraDatos, type StatusAseguradora } from '../../shared/aseguradoras.ts';
import { useAseguradoraQuery, useEliminarAseguradoraMutation, useGuardarAseguradoraMutation } from '../api.ts';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';

interface AseguradoraValues {
  [field: string]: unknown;
  aseguradora: string;
  abreviacion: string;
  status: StatusAseguradora;
}

/**
 * /aseguradoras/ (new) and /aseguradoras/{aseguradoraId} (spec 01 §2, §5): one of the agent's own
 * insurers. A predefined one answers 404, so it goes to /404. Saving stays on the form.
 */
export default function AseguradoraFormPage() {
  const id = idDeRuta(useParams().aseguradoraId);
  const invalida = Number.isNaN(id);
  const consulta = useAseguradoraQuery(id ?? 0, { skip: id === null || invalida, refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(consulta.error);

  if (invalida || noExiste) return <Navigate to="/404" replace />;
  return (
    <div>
      <PageHeader title={id ? 'Editar aseguradora' : 'Nueva aseguradora'} back="/aseguradoras" backLabel="Regresar a Aseguradoras" />
      {consulta.isLoading && <Spinner aria-label="Cargando" />}
      {(id === null || consulta.data) && <AseguradoraForm key={id ?? 'nueva'} aseguradora={consulta.data ?? null} />}
    </div>
  );
}

function AseguradoraForm({ aseguradora }: { aseguradora: Aseguradora | null }) {
  const navigate = useNavigate();
  const [guardar, { isLoading: guardando }] = useGuardarAseguradoraMutation();
  const [eliminar, { isLoading: eliminando }] = useEliminarAseguradoraMutation();
  const [confirmando, setConfirmando] = useState(false);
  const form = useSchemaForm<AseguradoraValues, AseguradoraDatos>(aseguradoraSchema, () => ({
    aseguradora: aseguradora?.aseguradora ?? '',
    abreviacion: aseguradora?.abreviacion ?? '',
    status: aseguradora?.status ?? 'activo',
  }));

  const submit = form.handleSubmit(async (datos) => {
    try {
      const { body, message } = await guardar({ ...datos, id: aseguradora?.id ?? null }).unwrap();
      showToast(message || MENSAJES_ASEGURADORAS.guardado, Intent.SUCCESS);
      // A new insurer keeps its id: the form becomes that insurer's page.
      if (!aseguradora) navigate(`/aseguradoras/${body.id}`, { replace: true });
    } catch (e) {
      showToast(mensajeDeFallo(e, 'Error al guardar'), Intent.DANGER);
    }
  });

  async function confirmarEliminar() {
    if (!aseguradora) return;
    try {
      const { message } = await eliminar(aseguradora.id).unwrap();
      showToast(message || MENSAJES_ASEGURADORAS.eliminada, Intent.SUCCESS);
      navigate('/aseguradoras');
    } catch (e) {
      showToast(mensajeDeFallo(e, 'Error al eliminar la aseguradora'), Intent.DANGER);
      setConfirmando(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Card className="cartera-form-card">
        <TextField form={form} name="aseguradora" label="Nombre" autoComplete="off" autoFocus={!aseguradora} />
        <div className="cartera-form-row">
          <TextField form={form} name="abreviacion" label="Abreviación" autoComplete="off" />
          <SelectField form={form} name="status" label="Estatus" opciones={ESTATUS_ACTIVO_INACTIVO} />
        </div>
      </Card>
      <div className="cartera-form-actions">
        {aseguradora && <Button intent={Intent.DANGER} variant="outlined" icon={<TrashIcon />} text="Eliminar" onClick={() => setConfirmando(true)} />}
        <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDiskIcon />} text="Guardar" loading={guardando} />
      </div>
      <ConfirmDialog
        isOpen={confirmando}
        message="¿Deseas eliminar la aseguradora? Esta acción es irreversible."
        onConfirm={confirmarEliminar}
        onCancel={() => setConfirmando(false)}
        loading={eliminando}
      />
    </form>
  );
}
