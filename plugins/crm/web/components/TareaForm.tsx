import { Button, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { SelectField, TextAreaField, TextField, useSchemaForm } from '../../../../web/src/ui/forms.tsx';
import {
  MENSAJES_TAREAS,
  normalizarVencimiento,
  PRIORIDADES,
  STATUS_TAREA,
  TAREA_NUEVA,
  tareaEdicionSchema,
  tareaNuevaSchema,
  TIPOS_TAREA,
  type Tarea,
  type TareaDatos,
} from '../../shared/tareas.ts';
import { useGuardarTareaMutation, useVendedoresDeTareaQuery } from '../api.ts';
import { nombreDeVendedor } from './nombreDeVendedor.ts';
import { AvisoDeRechazo } from '../../../../web/src/ui/AvisoDeRechazo.tsx';
import { useGuardado } from '../../../../web/src/ui/useGuardado.ts';
import { CLAVES_DE_VINCULO, VinculoEnFormulario, type VinculoElegido } from './Vinculo.tsx';

type Valores = {
  nombre: string;
  descripcion: string;
  /** What a datetime-local input holds: 'yyyy-MM-ddTHH:mm', or ''. */
  vencimiento: string;
  prioridad: string;
  tipo: string;
  status: string;
  vendedor: number | null;
};

function valoresDe(tarea: Tarea | undefined): Valores {
  if (!tarea) return { nombre: '', descripcion: '', vencimiento: '', ...TAREA_NUEVA, vendedor: null };
  return {
    nombre: tarea.nombre,
    descripcion: tarea.descripcion,
    vencimiento: tarea.vencimiento ? tarea.vencimiento.slice(0, 16).replace(' ', 'T') : '',
    prioridad: tarea.prioridad.name,
    tipo: tarea.tipo.name,
    status: tarea.status.name,
    vendedor: tarea.vendedorId,
  };
}

const opciones = (valores: Record<string, string>) => Object.entries(valores).map(([value, label]) => ({ value, label }));

/** The payload's owner keys: the chosen record's, and null for every other the form may set (unlinking). */
function vinculoDelPago(valor: VinculoElegido | null, tarea: Tarea | undefined): Record<string, number | null> {
  const claves = new Set<string>([...CLAVES_DE_VINCULO, ...(tarea?.dueno ? [tarea.dueno.clave] : [])]);
  return Object.fromEntries([...claves].map((clave) => [clave, valor?.clave === clave ? valor.id : null]));
}

interface TareaFormProps {
  /** The task to edit; a new one when absent. */
  tarea?: Tarea;
  /** A new task's record (opened from a client's page: /tareas/?clienteId=5). */
  vinculoInicial?: VinculoElegido | null;
  /** Called with the saved task's id. */
  onGuardada: (id: number) => void;
  onCancelar?: () => void;
}

/** The task form (spec 01 §4, §5): a new task starts media / abierta / tarea; status only when editing. */
export function TareaForm({ tarea, vinculoInicial = null, onGuardada, onCancelar }: TareaFormProps) {
  const editando = Boolean(tarea);
  const [vinculo, setVinculo] = useState<VinculoElegido | null>(() => (tarea ? tarea.dueno : vinculoInicial));
  const form = useSchemaForm<Valores, TareaDatos>(editando ? tareaEdicionSchema : tareaNuevaSchema, () => valoresDe(tarea));
  const vendedores = useVendedoresDeTareaQuery();
  const [guardar, { isLoading }] = useGuardarTareaMutation();
  const { rechazo, intentar } = useGuardado();

  const enviar = form.handleSubmit((datos) => {
    const vencimiento = datos.vencimiento ? normalizarVencimiento(datos.vencimiento) : null;
    return intentar(async () => {
      const { body } = await guardar({ ...datos, ...vinculoDelPago(vinculo, tarea), vencimiento, status: editando ? datos.status : null, id: tarea?.id ?? null }).unwrap();
      showToast(MENSAJES_TAREAS.guardada, Intent.SUCCESS);
      onGuardada(body.id);
    }, MENSAJES_TAREAS.errorAlGuardar);
  });

  return (
    <form onSubmit={enviar} noValidate aria-label="Tarea">
      <AvisoDeRechazo mensaje={rechazo} />
      <TextField form={form} name="nombre" label="Nombre" />
      <TextAreaField form={form} name="descripcion" label="Descripción" />
      <FormGroup
        label="Vencimiento"
        labelFor={form.idOf('vencimiento')}
        labelInfo="(opcional)"
        helperText={form.errorOf('vencimiento')}
        intent={form.errorOf('vencimiento') ? Intent.DANGER : Intent.NONE}
      >
        <InputGroup id={form.idOf('vencimiento')} name="vencimiento" type="datetime-local" value={form.values.vencimiento} onValueChange={(v) => form.set('vencimiento', v)} />
      </FormGroup>
      <SelectField form={form} name="prioridad" label="Prioridad" opciones={opciones(PRIORIDADES)} />
      <SelectField form={form} name="tipo" label="Tipo" opciones={opciones(TIPOS_TAREA)} />
      {editando && <SelectField form={form} name="status" label="Estatus" opciones={opciones(STATUS_TAREA)} />}
      <FormGroup label="Vendedor" labelFor={form.idOf('vendedor')} labelInfo="(opcional)">
        <HTMLSelect
          id={form.idOf('vendedor')}
          name="vendedor"
          fill
          value={form.values.vendedor ?? ''}
          onChange={(e) => form.set('vendedor', e.currentTarget.value ? Number(e.currentTarget.value) : null)}
          options={[{ value: '', label: 'Sin vendedor' }, ...(vendedores.data?.items ?? []).map((v) => ({ value: v.id, label: nombreDeVendedor(v) }))]}
        />
      </FormGroup>
      <VinculoEnFormulario valor={vinculo} guardado={tarea?.dueno ?? null} onChange={setVinculo} />
      <div className="crm-acciones">
        {onCancelar && <Button text="Cancelar" onClick={onCancelar} />}
        <Button type="submit" intent={Intent.PRIMARY} text="Guardar" loading={isLoading} />
      </div>
    </form>
  );
}
