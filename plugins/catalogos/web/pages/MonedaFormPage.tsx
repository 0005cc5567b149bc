import { Button, Card, Intent, Spinner } from '@blueprintjs/core';
import { FloppyDiskIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../../web/src/ui/ConfirmDialog.tsx';
import { SelectField, TextField, useSchemaForm } from '../../../../web/src/ui/forms.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import {
  EJEMPLOS_FORMATO,
  FORMATOS_MONEDA,
  MENSAJES_MONEDAS,
  MONEDA_BASE,
  monedaEdicionSchema,
  monedaSchema,
  normalizarTipoCambio,
  type FormatoMoneda,
  type Moneda,
  type MonedaCatalogo,
  type MonedaDatos,
} from '../../shared/monedas.ts';
import { useCatalogoMonedasQuery, useEliminarMonedaMutation, useGuardarMonedaMutation, useMonedaQuery, useMonedasQuery } from '../api.ts';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';

interface MonedaValues {
  [field: string]: unknown;
  id: number | null;
  /** The catalogue id, as the select holds it. */
  moneda: string;
  tipoCambio: string;
  formato: FormatoMoneda;
}

/** /monedas/ (new) and /monedas/{monedaId} (spec 01 §2, §5): a currency's rate and format. */
export default function MonedaFormPage() {
  const id = idDeRuta(useParams().monedaId);
  const invalida = Number.isNaN(id);
  const consulta = useMonedaQuery(id ?? 0, { skip: id === null || invalida, refetchOnMountOrArgChange: true });
  const catalogo = useCatalogoMonedasQuery();
  const configuradas = useMonedasQuery(undefined, { skip: id !== null });
  const noExiste = useAvisoDeCarga(consulta.error ?? catalogo.error);

  if (invalida || noExiste) return <Navigate to="/404" replace />;
  const listo = id === null ? configuradas.data : consulta.data;
  return (
    <div>
      <PageHeader title={id ? 'Editar moneda' : 'Nueva moneda'} back="/monedas" backLabel="Regresar a Monedas" />
      {(consulta.isLoading || catalogo.isLoading || configuradas.isLoading) && <Spinner aria-label="Cargando" />}
      {catalogo.data && listo && (
        <MonedaForm
          key={id ?? 'nueva'}
          moneda={consulta.data ?? null}
          // A new currency is chosen among those the agent has not configured yet.
          opciones={catalogo.data.filter((c) => id !== null || !configuradas.data?.some((m) => m.monedaId === c.id))}
        />
      )}
    </div>
  );
}

function MonedaForm({ moneda, opciones }: { moneda: Moneda | null; opciones: MonedaCatalogo[] }) {
  const navigate = useNavigate();
  const [guardar, { isLoading: guardando }] = useGuardarMonedaMutation();
  const [eliminar, { isLoading: eliminando }] = useEliminarMonedaMutation();
  const [confirmando, setConfirmando] = useState(false);
  // The peso is every agent's base currency: its rate is always 1.00 and it is never deleted.
  const esBase = moneda?.monedaId === MONEDA_BASE.id;
  const form = useSchemaForm<MonedaValues, MonedaDatos>(moneda ? monedaEdicionSchema : monedaSchema, () => ({
    id: moneda?.id ?? null,
    moneda: moneda ? String(moneda.monedaId) : '',
    tipoCambio: moneda?.tipoCambio ?? '0.00',
    formato: moneda?.formato ?? MONEDA_BASE.formato,
  }));

  const submit = form.handleSubmit(async (datos) => {
    try {
      const { message } = await guardar({
        id: moneda?.id ?? null,
        moneda: Number(form.values.moneda),
        tipoCambio: normalizarTipoCambio(datos.tipoCambio),
        formato: datos.formato,
      }).unwrap();
      showToast(message || MENSAJES_MONEDAS.guardado, Intent.SUCCESS);
      navigate('/monedas');
    } catch (e) {
      showToast(mensajeDeFallo(e, 'Error al guardar'), Intent.DANGER);
    }
  });

  async function confirmarEliminar() {
    if (!moneda) return;
    try {
      const { message } = await eliminar(moneda.id).unwrap();
      showToast(message || MENSAJES_MONEDAS.eliminada, Intent.SUCCESS);
      navigate('/monedas');
    } catch (e) {
      showToast(mensajeDeFallo(e, 'Error al eliminar la moneda'), Intent.DANGER);
      setConfirmando(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Card className="cartera-form-card">
        <SelectField
          form={form}
          name="moneda"
          label="Moneda"
          disabled={moneda !== null}
          opciones={opciones.map((c) => ({ label: `${c.abreviacion} - ${c.moneda}`, value: String(c.id) }))}
          vacia="Selecciona una moneda"
        />
        <div className="cartera-form-row">
          <TextField
            form={form}
            name="tipoCambio"
            label="Tipo de cambio"
            inputMode="decimal"
            autoComplete="off"
            disabled={esBase}
            helperText={esBase ? 'El peso mexicano es la moneda base: su tipo de cambio siempre es 1.00' : undefined}
            normalize={(value) => value.replace(/[^\d.,-]/g, '')}
            onBlur={() => {
              if (!form.errors.tipoCambio) form.set('tipoCambio', normalizarTipoCambio(form.values.tipoCambio));
            }}
          />
          <SelectField form={form} name="formato" label="Formato" opciones={FORMATOS_MONEDA.map((formato) => ({ label: EJEMPLOS_FORMATO[formato], value: formato }))} />
        </div>
      </Card>
      <div className="cartera-form-actions">
        {moneda && !esBase && <Button intent={Intent.DANGER} variant="outlined" icon={<TrashIcon />} text="Eliminar" onClick={() => setConfirmando(true)} />}
        <Button text="Cancelar" onClick={() => navigate('/monedas')} />
        <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDiskIcon />} text="Guardar" loading={guardando} />
      </div>
      <ConfirmDialog
        isOpen={confirmando}
        message="¿Deseas eliminar la moneda? Esta acción es irreversible."
        onConfirm={confirmarEliminar}
        onCancel={() => setConfirmando(false)}
        loading={eliminando}
      />
    </form>
  );
}
