import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FilterIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { FORMAS_PAGO, type Opcion } from '../../../../catalogos/shared/catalogos.ts';
import { MENSAJES_INFORMES } from '../../../shared/informes-mensajes.ts';
import { useAseguradorasInformeQuery, useMonedasInformeQuery, useRamosInformeQuery, type Parametros } from '../../informes.api.ts';

const F = MENSAJES_INFORMES.filtros;

/** Checks the date range before it is applied: a message, or null. */
export type RevisarFechas = (desde: string | undefined, hasta: string | undefined) => string | null;

/** The receipt report's rule: the final date not before the initial one. */
const enOrden: RevisarFechas = (desde, hasta) => (desde && hasta && hasta < desde ? MENSAJES_INFORMES.errores.rango : null);

const texto = (valor: unknown) => (valor === undefined || valor === null || valor === '' ? undefined : String(valor));

interface FiltrosProps {
  /** The query names of the date range, e.g. fechaVigenciaDe[ge] and fechaVigenciaDe[le]. */
  desde: string;
  hasta: string;
  estados: readonly Opcion[];
  conAseguradora?: boolean;
  /** The policy report's stricter rule (both dates, within their windows). */
  revisar?: RevisarFechas;
  valores: Parametros;
  onAplicar: (valores: Parametros) => void;
}

function Selector({
  etiqueta,
  valor,
  opciones,
  todos = F.todos,
  onChange,
}: {
  etiqueta: string;
  valor: unknown;
  opciones: { value: string; label: string }[];
  todos?: string;
  onChange: (v: string) => void;
}) {
  return (
    <FormGroup label={etiqueta}>
      <HTMLSelect aria-label={etiqueta} value={String(valor ?? '')} onChange={(e) => onChange(e.currentTarget.value)} options={[{ value: '', label: todos }, ...opciones]} />
    </FormGroup>
  );
}

/** The filter panel of the policy and receipt reports (spec 02 §2.16): dates, status, line, payment form, currency. */
export function Filtros({ desde, hasta, estados, conAseguradora, revisar = enOrden, valores, onAplicar }: FiltrosProps) {
  const [borrador, setBorrador] = useState<Parametros>(valores);
  const { data: ramos = [] } = useRamosInformeQuery();
  const { data: monedas = [] } = useMonedasInformeQuery();
  const { data: aseguradoras = [] } = useAseguradorasInformeQuery(undefined, { skip: !conAseguradora });
  const poner = (clave: string) => (valor: string) => setBorrador((b) => ({ ...b, [clave]: valor || undefined }));
  const fallo = revisar(texto(borrador[desde]), texto(borrador[hasta]));
  const aplicar = (e: FormEvent) => {
    e.preventDefault();
    if (!fallo) onAplicar(borrador);
  };
  return (
    <form className="cartera-informe-filtros" onSubmit={aplicar} aria-label="Filtros">
      <FormGroup label={F.desde} labelFor="informe-desde">
        <InputGroup id="informe-desde" type="date" value={String(borrador[desde] ?? '')} onValueChange={poner(desde)} />
      </FormGroup>
      <FormGroup label={F.hasta} labelFor="informe-hasta" helperText={fallo ?? undefined} intent={fallo ? 'danger' : 'none'}>
        <InputGroup id="informe-hasta" type="date" value={String(borrador[hasta] ?? '')} onValueChange={poner(hasta)} />
      </FormGroup>
      <Selector etiqueta={F.status} valor={borrador.status} opciones={estados.map((s) => ({ value: s.key, label: s.value }))} onChange={poner('status')} />
      <Selector etiqueta={F.ramo} valor={borrador.ramo} opciones={ramos.map((r) => ({ value: String(r.id), label: r.nombre }))} onChange={poner('ramo')} />
      <Selector
        etiqueta={F.formaPago}
        valor={borrador.formaPago}
        opciones={FORMAS_PAGO.map((f) => ({ value: f.key, label: f.value }))}
        todos={F.todas}
        onChange={poner('formaPago')}
      />
      <Selector
        etiqueta={F.moneda}
        valor={borrador.moneda}
        opciones={monedas.map((m) => ({ value: String(m.id), label: m.abreviacion }))}
        todos={F.todas}
        onChange={poner('moneda')}
      />
      {conAseguradora && (
        <Selector
          etiqueta={F.aseguradora}
          valor={borrador.aseguradoraId}
          opciones={aseguradoras.map((a) => ({ value: String(a.id), label: a.abreviacion }))}
          todos={F.todas}
          onChange={poner('aseguradoraId')}
        />
      )}
      <Button type="submit" intent="primary" icon={<FilterIcon />} text={F.aplicar} disabled={fallo !== null} />
    </form>
  );
}
