import { Button, Card, Collapse, H2, Intent } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronUpIcon, FloppyDiskIcon, TrashIcon } from '@blueprintjs/icons';
import { useId, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../../../web/src/ui/ConfirmDialog.tsx';
import { SelectField, TextField, useSchemaForm } from '../../../../../web/src/ui/forms.tsx';
import { showToast } from '../../../../../web/src/ui/toaster.ts';
import type { Aseguradora } from '../../../../catalogos/shared/aseguradoras.ts';
import { MENSAJES_METAS, type Meta } from '../../../shared/metas.ts';
import { useEliminarMetaMutation, useGuardarMetaMutation } from '../../api.ts';
import { aniosDelPanel, etiqueta, PERIODOS_META, RAMOS_META, type Opcion } from './opciones.ts';
import { formatearPrimas, metaDelPanel, normalizarPrimas, schemaDelPanel, valoresDeMeta, type MetaValidada, type ValoresMeta } from './valoresMeta.ts';
import { AvisoDeRechazo } from '../../../../../web/src/ui/AvisoDeRechazo.tsx';
import { useGuardado } from '../../../../../web/src/ui/useGuardado.ts';

interface MetaPanelProps {
  /** The saved goal, or null for a new panel: without an id it creates, with one it updates. */
  meta: Meta | null;
  aseguradoras: Aseguradora[];
  hoy: string;
  onGuardada?: (id: number) => void;
  /** The panel leaves the page: a new one discarded, or a saved one deleted. */
  onQuitada?: () => void;
}

/** Aseguradora: every insurer ('' = null) or one registered; a saved goal's insurer that left the list keeps its place. */
function opcionesDeAseguradora(aseguradoras: Aseguradora[], guardada: number | null): Opcion[] {
  const opciones = aseguradoras.map((a) => ({ value: String(a.id), label: `${a.abreviacion} - ${a.aseguradora}` }));
  const falta = guardada !== null && !aseguradoras.some((a) => a.id === guardada);
  return [{ value: '', label: 'Todas las aseguradoras' }, ...(falta ? [{ value: String(guardada), label: 'Aseguradora no disponible' }] : []), ...opciones];
}

/** One goal as an expandable panel of /configuracion/metas (spec 02 §2.11, §5, §8). */
export function MetaPanel({ meta, aseguradoras, hoy, onGuardada, onQuitada }: MetaPanelProps) {
  const [id, setId] = useState(meta?.id ?? null);
  const [abierto, setAbierto] = useState(meta === null);
  const { rechazo, intentar } = useGuardado();
  const [confirmando, setConfirmando] = useState(false);
  const [guardar, { isLoading: guardando }] = useGuardarMetaMutation();
  const [eliminar, { isLoading: eliminando }] = useEliminarMetaMutation();
  const form = useSchemaForm<ValoresMeta, MetaValidada>(schemaDelPanel, () => valoresDeMeta(meta, Number(hoy.slice(0, 4))));
  const cuerpo = useId();
  const v = form.values;
  const anios = useMemo(() => aniosDelPanel(hoy, meta?.anio ?? null), [hoy, meta?.anio]);
  const aseguradorasOpciones = useMemo(() => opcionesDeAseguradora(aseguradoras, meta?.aseguradoraId ?? null), [aseguradoras, meta?.aseguradoraId]);

  const submit = form.handleSubmit((datos) =>
    intentar(async () => {
      const { body, message } = await guardar({ ...metaDelPanel(datos), id }).unwrap();
      setId(body.id);
      showToast(message || MENSAJES_METAS.guardada, Intent.SUCCESS);
      onGuardada?.(body.id);
    }, 'Error al guardar la meta'),
  );

  async function eliminarGuardada(guardada: number) {
    // Spec 02 §8: a failed deletion shows the server's message in the panel.
    await intentar(async () => {
      const { message } = await eliminar(guardada).unwrap();
      showToast(message || MENSAJES_METAS.eliminada, Intent.SUCCESS);
      onQuitada?.();
    }, 'Error al eliminar la meta');
    setConfirmando(false);
  }

  const titulo = `${etiqueta(RAMOS_META, v.modelo) || 'Nueva meta'} · ${etiqueta(aseguradorasOpciones, v.aseguradoraId)}`;
  const periodo = v.mes === '' ? v.anio : `${etiqueta(PERIODOS_META, v.mes)} ${v.anio}`;
  return (
    <Card className="cartera-meta-panel" data-meta={id ?? 'nueva'}>
      <H2 className="cartera-meta-encabezado">
        <button type="button" aria-expanded={abierto} aria-controls={cuerpo} onClick={() => setAbierto((a) => !a)}>
          <span className="cartera-meta-titulo">{titulo}</span>
          <span className="cartera-meta-resumen">
            {periodo}
            {v.primas && ` · $${v.primas} MXN`}
          </span>
          {abierto ? <ChevronUpIcon className="cartera-meta-flecha" /> : <ChevronDownIcon className="cartera-meta-flecha" />}
        </button>
      </H2>
      <Collapse isOpen={abierto}>
        <form id={cuerpo} onSubmit={submit} noValidate aria-label={titulo} className="cartera-meta-cuerpo">
          <AvisoDeRechazo mensaje={rechazo} />
          <div className="cartera-form-row">
            <SelectField form={form} name="aseguradoraId" label="Aseguradora" opciones={aseguradorasOpciones} autoFocus={meta === null} />
            <SelectField form={form} name="modelo" label="Ramo" opciones={RAMOS_META} vacia="Selecciona un ramo" />
          </div>
          <div className="cartera-form-row">
            <SelectField form={form} name="anio" label="Año" opciones={anios} />
            <SelectField form={form} name="mes" label="Meta" opciones={PERIODOS_META} vacia="Selecciona un periodo" />
          </div>
          <div className="cartera-form-row">
            <TextField form={form} name="polizas" label="Pólizas" inputMode="numeric" maxLength={5} autoComplete="off" normalize={(t) => t.replace(/\D/g, '')} />
            <TextField
              form={form}
              name="primas"
              label="Primas"
              inputMode="decimal"
              maxLength={15}
              autoComplete="off"
              normalize={normalizarPrimas}
              onBlur={() => form.set('primas', formatearPrimas(v.primas))}
              rightElement={<span className="cartera-meta-moneda">MXN</span>}
            />
          </div>
          <div className="cartera-form-actions">
            <Button intent={Intent.DANGER} variant="outlined" icon={<TrashIcon />} text="Eliminar" onClick={() => (id === null ? onQuitada?.() : setConfirmando(true))} />
            <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDiskIcon />} text="Guardar" loading={guardando} />
          </div>
        </form>
      </Collapse>
      <ConfirmDialog
        isOpen={confirmando}
        message="¿Deseas eliminar la meta? Esta acción es irreversible."
        onConfirm={() => id !== null && void eliminarGuardada(id)}
        onCancel={() => setConfirmando(false)}
        loading={eliminando}
      />
    </Card>
  );
}
