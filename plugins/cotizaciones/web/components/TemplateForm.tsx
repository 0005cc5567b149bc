import { Button, Intent } from '@blueprintjs/core';
import { AvisoDeRechazo } from '../../../../web/src/ui/AvisoDeRechazo.tsx';
import { SelectField, TextField } from '../../../../web/src/ui/forms.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { useGuardado } from '../../../../web/src/ui/useGuardado.ts';
import { RAMO_IDS, type RamoId } from '../../../catalogos/shared/catalogos.ts';
import type { Template } from '../../shared/cotizaciones.ts';
import { MENSAJES_COTIZACIONES as M, NOMBRE_RAMO } from '../../shared/mensajes.ts';
import { templateSchema, validarTemplate } from '../../shared/template-form.ts';
import { useGuardarTemplateMutation } from '../api.ts';
import { parteDe, sinEnter, useBorrador } from '../borrador.ts';
import { camposDe, camposVacios, type CamposDePlanBorrador } from '../propuestas.ts';
import { CamposDePlanEditor } from './CamposDePlanEditor.tsx';

interface TemplateBorrador extends CamposDePlanBorrador {
  nombre: string;
  ramo: string;
}

const valoresDe = (template: Template | undefined): TemplateBorrador =>
  template ? { nombre: template.nombre, ramo: String(template.ramo), ...camposDe(template) } : { nombre: '', ramo: '', ...camposVacios() };

const ramoDe = (texto: string): RamoId | null => RAMO_IDS.find((r) => String(r) === texto) ?? null;

interface TemplateFormProps {
  template?: Template;
  onGuardado: (id: number) => void;
  onCancelar: () => void;
}

/**
 * The template form (spec 03 §4, §5 Template form): name, ramo, insurer, the plan fields of its
 * ramo, and its features and coverages edited in place; changing the ramo reloads the coverage
 * options and clears the coverages.
 */
export function TemplateForm({ template, onGuardado, onCancelar }: TemplateFormProps) {
  const borrador = useBorrador(() => valoresDe(template), validarTemplate);
  const { valores, setValores } = borrador;
  const ramo = ramoDe(valores.ramo);
  const form = parteDe(borrador, '', valores, setValores, templateSchema);
  const [guardar, { isLoading }] = useGuardarTemplateMutation();
  const { rechazo, intentar } = useGuardado();

  const enviar = borrador.enviar((datos) =>
    intentar(async () => {
      const { body, message } = await guardar({ ...datos, id: template?.id ?? null }).unwrap();
      showToast(message || M.templateGuardado, Intent.SUCCESS);
      onGuardado(body.id);
    }, M.errorAlGuardarTemplate),
  );

  return (
    <form onSubmit={enviar} onKeyDown={sinEnter} noValidate aria-label="Plantilla">
      <AvisoDeRechazo mensaje={rechazo} />
      <div className="cartera-form-row">
        <TextField form={form} name="nombre" label="Nombre" />
        <SelectField
          form={form}
          name="ramo"
          label="Ramo"
          vacia="Selecciona"
          opciones={RAMO_IDS.map((r) => ({ value: String(r), label: NOMBRE_RAMO[r] }))}
          onChange={(e) => setValores({ ...valores, ramo: e.currentTarget.value, coberturas: [] })}
        />
      </div>
      <CamposDePlanEditor borrador={borrador} ruta="" ramo={ramo} valores={valores} onChange={setValores} />
      <div className="cartera-form-actions">
        <Button text="Cancelar" onClick={onCancelar} />
        <Button type="submit" intent={Intent.PRIMARY} text="Guardar" loading={isLoading} />
      </div>
    </form>
  );
}
