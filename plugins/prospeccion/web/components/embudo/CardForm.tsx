import { Button, FormGroup, Intent } from '@blueprintjs/core';
import { FloppyDiskIcon, TickCircleIcon, CrossCircleIcon, UndoIcon } from '@blueprintjs/icons';
import { SelectField, TextAreaField, TextField, useSchemaForm, type FormValues } from '../../../../../web/src/ui/forms.tsx';
import { AvisoDeRechazo } from '../../../../../web/src/ui/AvisoDeRechazo.tsx';
import { showToast } from '../../../../../web/src/ui/toaster.ts';
import { useGuardado } from '../../../../../web/src/ui/useGuardado.ts';
import type { RamoId } from '../../../../catalogos/shared/catalogos.ts';
import { cardFormSchema, conComas, normalizarPrima } from '../../../shared/embudo-form.ts';
import type { CardEmbudo, StatusCard } from '../../../shared/embudo.ts';
import { MENSAJES_EMBUDO as M, MINIMO_BUSQUEDA_PROSPECTO } from '../../../shared/mensajes.ts';
import { useGuardarCardMutation, useMonedasDelEmbudoQuery, useRamosDelEmbudoQuery } from '../../embudo.api.ts';
import ProspectoVinculo from '../ProspectoVinculo.tsx';
import { NuevoProspecto } from './NuevoProspecto.tsx';

interface Validados {
  nombre: string;
  prospectoId: number;
  ramoId: RamoId;
  moneda: string;
  primaTotal: string;
  descripcion: string;
}

const inicial = (card: CardEmbudo | null): FormValues => ({
  nombre: card?.nombre ?? '',
  prospectoId: card ? String(card.prospecto.id) : '',
  ramoId: card ? String(card.ramo.id) : '',
  moneda: card?.moneda.abreviacion ?? 'MXN',
  primaTotal: card ? conComas(card.primaTotal.toFixed(2)) : '',
  descripcion: card?.descripcion ?? '',
});

interface CardFormProps {
  /** The card to edit, or null for a new one in column `columnId`. */
  card: CardEmbudo | null;
  columnId: number;
  onGuardada: () => void;
}

/**
 * The opportunity card's fields (spec 03 §2, §5): nombre, prospecto (searched), ramo, moneda,
 * primaTotal (thousands commas shown, removed before saving), descripcion. An existing card is
 * also closed as successful or unsuccessful, or reopened, from here (spec 03 §4).
 */
export function CardForm({ card, columnId, onGuardada }: CardFormProps) {
  const [guardar, { isLoading }] = useGuardarCardMutation();
  const { rechazo, intentar } = useGuardado();
  const ramos = useRamosDelEmbudoQuery().data ?? [];
  const monedas = useMonedasDelEmbudoQuery().data ?? [];
  const form = useSchemaForm<FormValues, Validados>(cardFormSchema, () => inicial(card));
  const abreviaciones = [...new Set([...monedas.map((m) => m.abreviacion), String(form.values.moneda)])].filter(Boolean);

  const enviar = (status: StatusCard) =>
    form.handleSubmit((v) =>
      intentar(async () => {
        const datos = { ...v, primaTotal: normalizarPrima(v.primaTotal), columnId: card?.columnId ?? columnId, status, orden: card?.orden ?? null };
        const { message } = await guardar({ ...datos, id: card?.id ?? null }).unwrap();
        showToast(message || M.guardada, Intent.SUCCESS);
        onGuardada();
      }, M.errorAlGuardar),
    );
  const prospectoError = form.errorOf('prospectoId');

  return (
    <form onSubmit={enviar(card?.status ?? 'abierta')} noValidate aria-label="Oportunidad">
      <AvisoDeRechazo mensaje={rechazo} />
      <TextField form={form} name="nombre" label="Nombre" autoComplete="off" autoFocus={!card} />
      <FormGroup
        label="Prospecto"
        labelFor={form.idOf('prospectoId')}
        intent={prospectoError ? Intent.DANGER : Intent.NONE}
        helperText={prospectoError && <span id={`${form.idOf('prospectoId')}-help`}>{prospectoError}</span>}
      >
        <ProspectoVinculo
          id={form.values.prospectoId ? Number(form.values.prospectoId) : null}
          onChange={(id) => form.set('prospectoId', id ? String(id) : '')}
          inputId={form.idOf('prospectoId')}
          minimo={MINIMO_BUSQUEDA_PROSPECTO}
        />
        <NuevoProspecto onCreado={(id) => form.set('prospectoId', String(id))} />
      </FormGroup>
      <div className="cartera-form-row">
        <SelectField form={form} name="ramoId" label="Ramo" opciones={ramos.map((r) => ({ value: String(r.id), label: r.nombre }))} vacia="Selecciona" />
        <SelectField form={form} name="moneda" label="Moneda" opciones={abreviaciones.map((a) => ({ value: a, label: a }))} vacia="Selecciona" />
        <TextField
          form={form}
          name="primaTotal"
          label="Prima total"
          inputMode="decimal"
          autoComplete="off"
          normalize={(v) => v.replace(/[^\d.,-]/g, '')}
          onBlur={() => form.set('primaTotal', conComas(String(form.values.primaTotal)))}
        />
      </div>
      <TextAreaField form={form} name="descripcion" label="Descripción" />
      <div className="cartera-form-actions">
        {card?.status === 'abierta' && (
          <>
            <Button intent={Intent.SUCCESS} variant="outlined" icon={<TickCircleIcon />} text="Cerrar como exitosa" onClick={enviar('exitosa')} disabled={isLoading} />
            <Button intent={Intent.DANGER} variant="outlined" icon={<CrossCircleIcon />} text="Cerrar como no exitosa" onClick={enviar('no_exitosa')} disabled={isLoading} />
          </>
        )}
        {card && card.status !== 'abierta' && <Button icon={<UndoIcon />} text="Reabrir" onClick={enviar('abierta')} disabled={isLoading} />}
        <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDiskIcon />} text="Guardar" loading={isLoading} />
      </div>
    </form>
  );
}
