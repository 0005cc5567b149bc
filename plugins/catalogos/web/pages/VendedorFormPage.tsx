import { Button, Callout, Card, Intent, Spinner } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { SelectField, TextField, useSchemaForm } from '../../../../web/src/ui/forms.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { MENSAJES_VENDEDORES, vendedorSchema, type Vendedor, type VendedorDatos } from '../../shared/vendedores.ts';
import { useGuardarVendedorMutation, useVendedorQuery } from '../api.ts';
import { PhoneField } from '../../../../web/src/ui/PhoneField.tsx';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { AvisoDeRechazo } from '../../../../web/src/ui/AvisoDeRechazo.tsx';
import { useGuardado } from '../../../../web/src/ui/useGuardado.ts';

interface VendedorValues {
  [field: string]: unknown;
  nombres: string;
  apPat: string;
  apMat: string;
  sexo: string;
  rfc: string;
  correo: string;
  telefono: string;
}

const SEXOS = [
  { value: 'hombre', label: 'Hombre' },
  { value: 'mujer', label: 'Mujer' },
];

/**
 * /vendedores/ (new) and /vendedores/{vendedorId}/edit, 'Captura de vendedor' (spec 03 §2, §5).
 * Only an activo seller can be edited.
 */
export default function VendedorFormPage() {
  const id = idDeRuta(useParams().vendedorId);
  const invalido = Number.isNaN(id);
  const consulta = useVendedorQuery(id ?? 0, { skip: id === null || invalido, refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(consulta.error);

  if (invalido || noExiste) return <Navigate to="/404" replace />;
  const inactivo = consulta.data !== undefined && consulta.data.status !== 'activo';
  return (
    <div>
      <PageHeader title="Captura de vendedor" back={id ? `/vendedores/${id}` : '/vendedores'} backLabel="Regresar" />
      {consulta.isLoading && <Spinner aria-label="Cargando" />}
      {inactivo && (
        <Callout intent={Intent.WARNING} role="alert">
          {MENSAJES_VENDEDORES.inactivoNoSeEdita}
        </Callout>
      )}
      {!inactivo && (id === null || consulta.data) && <VendedorForm key={id ?? 'nuevo'} vendedor={consulta.data ?? null} />}
    </div>
  );
}

function VendedorForm({ vendedor }: { vendedor: Vendedor | null }) {
  const navigate = useNavigate();
  const [guardar, { isLoading }] = useGuardarVendedorMutation();
  const { rechazo, intentar } = useGuardado();
  const form = useSchemaForm<VendedorValues, VendedorDatos>(vendedorSchema, () => ({
    nombres: vendedor?.nombres ?? '',
    apPat: vendedor?.apPat ?? '',
    apMat: vendedor?.apMat ?? '',
    sexo: vendedor?.sexo ?? '',
    rfc: vendedor?.rfc ?? '',
    correo: vendedor?.correo ?? '',
    telefono: vendedor?.telefono ?? '',
  }));

  // Refusals show as a banner over the form (spec 03 §8).
  const submit = form.handleSubmit((datos) =>
    intentar(async () => {
      const { body, message } = await guardar({ ...datos, rfc: datos.rfc.toUpperCase(), id: vendedor?.id ?? null }).unwrap();
      showToast(message || MENSAJES_VENDEDORES.guardado, Intent.SUCCESS);
      navigate(`/vendedores/${body.id}`);
    }, MENSAJES_VENDEDORES.errorAlGuardar),
  );

  return (
    <form onSubmit={submit} noValidate>
      <AvisoDeRechazo mensaje={rechazo} />
      <Card className="cartera-form-card">
        <TextField form={form} name="nombres" label="Nombre(s)" autoComplete="off" autoFocus={!vendedor} />
        <div className="cartera-form-row">
          <TextField form={form} name="apPat" label="Apellido paterno" autoComplete="off" />
          <TextField form={form} name="apMat" label="Apellido materno" autoComplete="off" />
        </div>
        <div className="cartera-form-row">
          <SelectField form={form} name="sexo" label="Sexo" opciones={SEXOS} vacia="Selecciona" />
          <TextField form={form} name="rfc" label="RFC" autoComplete="off" maxLength={13} normalize={(value) => value.toUpperCase().replace(/\s/g, '')} />
        </div>
        <div className="cartera-form-row">
          <TextField form={form} name="correo" label="Correo electrónico" type="email" autoComplete="off" />
          <PhoneField form={form} name="telefono" label="Teléfono" />
        </div>
      </Card>
      <div className="cartera-form-actions">
        <Button text="Cancelar" onClick={() => navigate(vendedor ? `/vendedores/${vendedor.id}` : '/vendedores')} />
        <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDiskIcon />} text="Guardar" loading={isLoading} />
      </div>
    </form>
  );
}
