import { Button, FormGroup, Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { aportesA } from '../../../../web/src/plugins/registry.ts';
import { usePuede } from '../../../../web/src/session/Puede.tsx';
import type { ClaveDueno } from '../../shared/duenos.ts';
import type { DuenoDeTarea } from '../../shared/tareas.ts';
import { VINCULOS_DE_TAREA, type VinculoDeTarea } from '../../shared/vinculos.ts';

/** The record a task is linked to in the form: the owner's key and id. */
export interface VinculoElegido {
  clave: ClaveDueno;
  id: number;
}

/** The fields the installed owners contribute (clientes: 'Cliente'), each loaded when first shown. */
const VINCULOS = aportesA(VINCULOS_DE_TAREA).map((v) => ({ ...v, Campo: lazy(v.load) }));

/** Every key the form may set, so that a cleared field unlinks the task (the server keeps a link no key names). */
export const CLAVES_DE_VINCULO: readonly ClaveDueno[] = VINCULOS.map((v) => v.clave);

const textoDe = (dueno: { entidad: string; id: number }) => `${dueno.entidad} ${dueno.id}`;

function CampoDeVinculo({ vinculo, valor, onChange }: { vinculo: (typeof VINCULOS)[number]; valor: VinculoElegido | null; onChange: (v: VinculoElegido | null) => void }) {
  const puede = usePuede(vinculo.permiso);
  if (!puede) return null;
  const inputId = `tarea-vinculo-${vinculo.clave}`;
  const { Campo } = vinculo;
  return (
    <FormGroup label={vinculo.etiqueta} labelFor={inputId} labelInfo="(opcional)">
      <Suspense fallback={<Spinner size={16} aria-label="Cargando" />}>
        <Campo inputId={inputId} id={valor?.clave === vinculo.clave ? valor.id : null} onChange={(id) => onChange(id ? { clave: vinculo.clave, id } : null)} />
      </Suspense>
    </FormGroup>
  );
}

interface VinculoEnFormularioProps {
  valor: VinculoElegido | null;
  /** The task's link as saved: a kind with no field here (a policy linked through the API) shows as text. */
  guardado: DuenoDeTarea | null;
  onChange: (valor: VinculoElegido | null) => void;
}

/** The task form's 'Cliente' (and any other owner's) field: choosing one record replaces the other. */
export function VinculoEnFormulario({ valor, guardado, onChange }: VinculoEnFormularioProps) {
  const ajeno = guardado && valor?.clave === guardado.clave && !VINCULOS.some((v) => v.clave === guardado.clave) ? guardado : null;
  return (
    <>
      {VINCULOS.map((vinculo) => (
        <CampoDeVinculo key={vinculo.clave} vinculo={vinculo} valor={valor} onChange={onChange} />
      ))}
      {ajeno && (
        <FormGroup label="Vinculada a">
          <span>{textoDe(ajeno)}</span> <Button size="small" variant="minimal" text="Quitar vínculo" onClick={() => onChange(null)} />
        </FormGroup>
      )}
    </>
  );
}

function VinculoDe({ vinculo, id }: { vinculo: VinculoDeTarea & { Campo: (typeof VINCULOS)[number]['Campo'] }; id: number }) {
  const puede = usePuede(vinculo.permiso);
  const { Campo } = vinculo;
  if (!puede) return <span>{`${vinculo.etiqueta} ${id}`}</span>;
  return (
    <Suspense fallback={<Spinner size={16} aria-label="Cargando" />}>
      <Campo id={id} />
    </Suspense>
  );
}

/** The record a task belongs to on its page: the owner's own link (the client's name), else its kind and id. */
export function VinculoEnDetalle({ dueno }: { dueno: DuenoDeTarea }) {
  const vinculo = VINCULOS.find((v) => v.clave === dueno.clave);
  return vinculo ? <VinculoDe vinculo={vinculo} id={dueno.id} /> : <span>{textoDe(dueno)}</span>;
}

/** The label of the record a task belongs to ('Cliente'), for the detail's term. */
export function etiquetaDeVinculo(dueno: DuenoDeTarea): string {
  return VINCULOS.find((v) => v.clave === dueno.clave)?.etiqueta ?? 'Vinculada a';
}

/** The owner a page's query names (/tareas/?clienteId=5): the form starts linked to it. */
export function vinculoDeConsulta(params: URLSearchParams): VinculoElegido | null {
  for (const clave of CLAVES_DE_VINCULO) {
    const texto = params.get(clave) ?? '';
    if (/^\d{1,9}$/.test(texto) && Number(texto) > 0) return { clave, id: Number(texto) };
  }
  return null;
}
