import { Button, Intent } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { AvisoDeRechazo } from '../../../../web/src/ui/AvisoDeRechazo.tsx';
import { FechaField } from '../../../../web/src/ui/FechaField.tsx';
import { SelectField, TextAreaField, TextField, useSchemaForm } from '../../../../web/src/ui/forms.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { useGuardado } from '../../../../web/src/ui/useGuardado.ts';
import { statusOfrecidos } from '../../shared/estatus.ts';
import { MENSAJES_SINIESTROS, NOMBRE_STATUS } from '../../shared/mensajes.ts';
import { revisarAseguradosElegidos, siniestroSchema } from '../../shared/siniestro-form.ts';
import { NO_SINIESTRO_PENDIENTE, type PolizaDeSiniestro, type Siniestro, type SiniestroDatos } from '../../shared/siniestros.ts';
import { useGuardarSiniestroMutation, usePolizasParaSiniestroQuery } from '../api.ts';
import { ClienteCampo } from './ClienteCampo.tsx';
import { PolizaCampos } from './PolizaCampos.tsx';

type Valores = {
  clienteId: number | null;
  polizaId: number | null;
  noSiniestro: string;
  fechaSiniestro: string;
  fechaEstimadaResolucion: string;
  descripcion: string;
  status: string;
  asegurados: number[];
};

/** Where a new claim starts: opened from a policy's detail, its client and policy are chosen. */
export interface InicioDeSiniestro {
  clienteId: number | null;
  polizaId: number | null;
}

function valoresDe(siniestro: Siniestro | undefined, inicio: InicioDeSiniestro): Valores {
  if (!siniestro) return { ...inicio, noSiniestro: NO_SINIESTRO_PENDIENTE, fechaSiniestro: '', fechaEstimadaResolucion: '', descripcion: '', status: 'captura', asegurados: [] };
  return {
    clienteId: siniestro.cliente.id,
    polizaId: siniestro.poliza.id,
    noSiniestro: siniestro.noSiniestro,
    fechaSiniestro: siniestro.fechaSiniestro,
    fechaEstimadaResolucion: siniestro.fechaEstimadaResolucion ?? '',
    descripcion: siniestro.descripcion,
    status: siniestro.status,
    asegurados: siniestro.asegurados.flatMap((a) => (a.selected && a.asegurado.id !== null ? [a.asegurado.id] : [])),
  };
}

/** The policies to offer: the client's vigentes, plus the claim's own policy (it may have ended since). */
function polizasOfrecidas(vigentes: PolizaDeSiniestro[] | undefined, siniestro: Siniestro | undefined, clienteId: number | null): PolizaDeSiniestro[] | null {
  if (clienteId === null || !vigentes) return null;
  const propia = siniestro && siniestro.cliente.id === clienteId && !vigentes.some((p) => p.id === siniestro.poliza.id) ? [siniestro.poliza] : [];
  return [...propia, ...vigentes];
}

const dia = (iso: string) => new Date(`${iso}T00:00:00`);
const DESDE = dia('2000-01-01');

interface SiniestroFormProps {
  siniestro?: Siniestro;
  inicio?: InicioDeSiniestro;
  onGuardado: (id: number) => void;
  onCancelar: () => void;
}

/** The claim form (spec 03 §5): a new claim starts as PENDIENTE in captura; statuses as docs/adr/024-siniestros.md allows. */
export function SiniestroForm({ siniestro, inicio = { clienteId: null, polizaId: null }, onGuardado, onCancelar }: SiniestroFormProps) {
  const form = useSchemaForm<Valores, SiniestroDatos>(siniestroSchema, () => valoresDe(siniestro, inicio));
  const { clienteId, polizaId, asegurados } = form.values;
  const vigentes = usePolizasParaSiniestroQuery(clienteId ?? skipToken);
  const polizas = polizasOfrecidas(vigentes.data, siniestro, clienteId);
  const poliza = polizas?.find((p) => p.id === polizaId) ?? null;
  const [guardar, { isLoading }] = useGuardarSiniestroMutation();
  const { rechazo, intentar } = useGuardado();
  const [intentado, setIntentado] = useState(false);
  const faltaAsegurado = poliza ? revisarAseguradosElegidos(poliza, asegurados) : null;
  const hoy = hoyEnMexico();

  // A policy that is not among the client's choices (another client's, or no longer vigente) is not kept.
  useEffect(() => {
    if (polizas && polizaId !== null && !polizas.some((p) => p.id === polizaId)) form.set('polizaId', null);
  }, [polizas, polizaId, form]);

  const elegirCliente = (id: number | null) => {
    form.setValues({ ...form.values, clienteId: id, polizaId: null, asegurados: [] });
  };
  const elegirPoliza = (id: number | null) => {
    form.setValues({ ...form.values, polizaId: id, asegurados: [] });
  };

  const validado = form.handleSubmit((datos) => {
    if (faltaAsegurado) return;
    return intentar(async () => {
      const { body } = await guardar({ ...datos, id: siniestro?.id ?? null }).unwrap();
      showToast(MENSAJES_SINIESTROS.guardado, Intent.SUCCESS);
      onGuardado(body.id);
    }, MENSAJES_SINIESTROS.errorAlGuardar);
  });

  return (
    <form
      onSubmit={(event) => {
        setIntentado(true);
        validado(event);
      }}
      noValidate
      aria-label="Siniestro"
    >
      <AvisoDeRechazo mensaje={rechazo} />
      <ClienteCampo id={form.idOf('clienteId')} clienteId={clienteId} onChange={elegirCliente} error={form.errorOf('clienteId')} />
      <PolizaCampos
        ids={{ poliza: form.idOf('polizaId'), asegurados: form.idOf('asegurados') }}
        polizas={polizas}
        polizaId={poliza ? polizaId : null}
        asegurados={asegurados}
        onPoliza={elegirPoliza}
        onAsegurados={(elegidos) => form.set('asegurados', elegidos)}
        errores={{ poliza: form.errorOf('polizaId'), asegurados: (intentado && faltaAsegurado) || form.errorOf('asegurados') }}
      />
      <TextField form={form} name="noSiniestro" label="Número de siniestro" />
      <div className="cartera-form-row">
        <FechaField form={form} name="fechaSiniestro" label="Fecha del siniestro" minDate={DESDE} maxDate={dia(hoy)} />
        <FechaField form={form} name="fechaEstimadaResolucion" label="Fecha estimada de resolución" minDate={DESDE} maxDate={dia(`${Number(hoy.slice(0, 4)) + 5}-12-31`)} />
      </div>
      <TextAreaField form={form} name="descripcion" label="Descripción" />
      <SelectField form={form} name="status" label="Estatus" opciones={statusOfrecidos(siniestro?.status ?? null).map((s) => ({ value: s, label: NOMBRE_STATUS[s] }))} />
      <div className="cartera-form-actions">
        <Button text="Cancelar" onClick={onCancelar} />
        <Button type="submit" intent={Intent.PRIMARY} text="Guardar" loading={isLoading} />
      </div>
    </form>
  );
}
