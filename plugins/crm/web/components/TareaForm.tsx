import { Button, FormGroup, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { SelectField, TextField, useSchemaForm } from '../../../../web/src/ui/forms.tsx';
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

interface TareaFormProps {
  /** The task to edit; a new one when absent. */
  tarea?: Tarea;
  /** Called with the saved task's id. */
  onGuardada: (id: number) => void;
  onCancelar?: () => void;
}

/** The task form (spec 01 §4, §5): a new task starts media / abierta / tarea; status only when editing. */
export function TareaForm({ tarea, onGuardada, onCancelar }: TareaFormProps) {
  const editando = Boolean(tarea);
  const form = useSchemaForm<Valores, TareaDatos>(editando ? tareaEdicionSchema : tareaNuevaSchema, () => valoresDe(tarea));
  const vendedores = useVendedoresDeTareaQuery();
  const [guardar, { isLoading }] = useGuardarTareaMutation();
  const { rechazo, intentar } = useGuardado();

  const enviar = form.handleSubmit((datos) => {
    const vencimiento = datos.vencimiento ? normalizarVencimiento(datos.vencimiento) : null;
    return intentar(async () => {
      const { body } = await guardar({ ...datos, vencimiento, status: editando ? datos.status : null, id: tarea?.id ?? null }).unwrap();
      showToast(MENSAJES_TAREAS.guardada, Intent.SUCCESS);
      onGuardada(body.id);
    }, MENSAJES_TAREAS.errorAlGuardar);
  });

  return (
    <form onSubmit={enviar} noValidate aria-label="Tarea">
      <AvisoDeRechazo mensaje={rechazo} />
      <TextField form={form} name="nombre" label="Nombre" />
      <FormGroup
        label="Descripción"
        labelFor={form.idOf('descripcion')}
        helperText={form.errorOf('descripcion')}
        intent={form.errorOf('descripcion') ? Intent.DANGER : Intent.NONE}
      >
        <TextArea
          id={form.idOf('descripcion')}
          name="descripcion"
          fill
          value={form.values.descripcion}
          maxLength={1000}
          onChange={(e) => form.set('descripcion', e.currentTarget.value)}
          onBlur={() => form.touch('descripcion')}
        />
      </FormGroup>
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
      <div className="crm-acciones">
        {onCancelar && <Button text="Cancelar" onClick={onCancelar} />}
        <Button type="submit" intent={Intent.PRIMARY} text="Guardar" loading={isLoading} />
      </div>
    </form>
  );
}
