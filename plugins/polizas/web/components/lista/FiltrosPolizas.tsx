import { Button, Card, Collapse, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { FilterIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { useMediaQuery } from '../../../../../web/src/layout/useMediaQuery.ts';
import { Puede } from '../../../../../web/src/session/Puede.tsx';
import { EntradaDeFecha } from '../../../../../web/src/ui/EntradaDeFecha.tsx';
import { CONDUCTOS, STATUS_POLIZA, type Conducto, type RamoId, type StatusPoliza } from '../../../../catalogos/shared/catalogos.ts';
import { TODOS_LOS_ANIOS } from '../../../shared/filtros-url.ts';
import type { VendedorResumen } from '../../../../catalogos/shared/vendedores.ts';
import type { ClienteFila } from '../../../../clientes/shared/clientes.ts';
import { useClientesParaFiltroQuery, useVendedoresParaFiltroQuery } from '../../polizas.api.ts';
import { RAMOS } from '../detalle/Etiquetas.tsx';
import { nombreCompleto } from '../detalle/formato.ts';
import { Autocompletar } from '../../../../../web/src/ui/Autocompletar.tsx';
import { aniosDelFiltro, rangoDelAnio, SIN_RANGO, type FiltroDePolizas } from './useFiltroPolizas.ts';

/** Validity dates reach 20 years back and 5 ahead (the policy report's window, spec 02 §5). */
const HOY = new Date();
const DESDE = new Date(HOY.getFullYear() - 20, 0, 1);
const HASTA = new Date(HOY.getFullYear() + 5, 11, 31);

type Texto = 'noPoliza' | 'concepto' | 'abreviacion';
const TEXTOS: { campo: Texto; label: string }[] = [
  { campo: 'noPoliza', label: 'Número de póliza' },
  { campo: 'concepto', label: 'Concepto' },
  { campo: 'abreviacion', label: 'Aseguradora (abreviación)' },
];

/** The statuses the list can hold (a deleted policy is in none). */
const ESTATUS = STATUS_POLIZA.filter((s) => s.key !== 'eliminada');

/**
 * The filter panel of /polizas (spec 02 §2.1): client (for whoever may read clients), seller, the
 * three 'contains' texts, the validity-start range with its year selector (or every year), conducto,
 * ramo, status (issue 18) and the robot-only switch. On a phone the panel starts folded so the cards
 * show first.
 */
export function FiltrosPolizas({ filtro }: { filtro: FiltroDePolizas }) {
  const id = useId();
  const estrecha = !useMediaQuery('(min-width: 600px)');
  const [desplegados, setDesplegados] = useState(false);
  const { valores, set, elegirAnio } = filtro;
  const anios = aniosDelFiltro();
  const todos = valores.vigenciaDe === SIN_RANGO.vigenciaDe && valores.vigenciaA === SIN_RANGO.vigenciaA;
  const anio = todos
    ? TODOS_LOS_ANIOS
    : anios.find((a) => {
        const rango = rangoDelAnio(a);
        return rango.vigenciaDe === valores.vigenciaDe && rango.vigenciaA === valores.vigenciaA;
      });
  const fecha = (campo: 'vigenciaDe' | 'vigenciaA', label: string) => (
    <FormGroup label={label} labelFor={`${id}-${campo}`}>
      <EntradaDeFecha
        value={valores[campo] ? `${valores[campo]}T00:00:00` : null}
        onChange={(v) => set(campo, v ? v.slice(0, 10) : '')}
        minDate={DESDE}
        maxDate={HASTA}
        showActionsBar
        inputProps={{ id: `${id}-${campo}`, name: campo }}
        fill
      />
    </FormGroup>
  );

  return (
    <Card className="polizas-filtros">
      {estrecha && <Button variant="minimal" icon={<FilterIcon />} text="Filtros" aria-expanded={desplegados} onClick={() => setDesplegados((d) => !d)} />}
      <Collapse isOpen={!estrecha || desplegados}>
        <form className="cartera-filtros" role="search" aria-label="Filtros de pólizas" onSubmit={(e) => e.preventDefault()}>
          <Puede permiso="CLIENTES_R">
            <FormGroup label="Cliente" labelFor={`${id}-cliente`}>
              <Autocompletar
                id={`${id}-cliente`}
                name="cliente"
                que="cliente"
                elegido={valores.cliente}
                onChange={(c) => set('cliente', c)}
                useBuscar={useClientesParaFiltroQuery}
                aElegido={(c: ClienteFila) => ({ id: c.id, nombre: c.nombre })}
              />
            </FormGroup>
          </Puede>
          <FormGroup label="Vendedor" labelFor={`${id}-vendedor`}>
            <Autocompletar
              id={`${id}-vendedor`}
              name="vendedor"
              que="vendedor"
              elegido={valores.vendedor}
              onChange={(v) => set('vendedor', v)}
              useBuscar={useVendedoresParaFiltroQuery}
              aElegido={(v: VendedorResumen) => ({ id: v.id, nombre: nombreCompleto(v) })}
            />
          </FormGroup>
          {TEXTOS.map(({ campo, label }) => (
            <FormGroup key={campo} label={label} labelFor={`${id}-${campo}`}>
              <InputGroup id={`${id}-${campo}`} name={campo} value={valores[campo]} onValueChange={(v) => set(campo, v)} maxLength={100} />
            </FormGroup>
          ))}
          <FormGroup label="Año de inicio de vigencia" labelFor={`${id}-anio`}>
            <HTMLSelect
              id={`${id}-anio`}
              name="anio"
              fill
              value={anio ?? ''}
              onChange={(e) => elegirAnio(e.currentTarget.value === TODOS_LOS_ANIOS ? null : Number(e.currentTarget.value))}
              options={[
                ...(anio ? [] : [{ value: '', label: 'Otro periodo', disabled: true }]),
                { value: TODOS_LOS_ANIOS, label: 'Todos los años' },
                ...anios.map((a) => ({ value: a, label: String(a) })),
              ]}
            />
          </FormGroup>
          {fecha('vigenciaDe', 'Inicio de vigencia desde')}
          {fecha('vigenciaA', 'Inicio de vigencia hasta')}
          <FormGroup label="Conducto de cobro" labelFor={`${id}-conducto`}>
            <HTMLSelect
              id={`${id}-conducto`}
              name="conducto"
              fill
              value={valores.conducto ?? ''}
              onChange={(e) => set('conducto', (e.currentTarget.value || null) as Conducto | null)}
              options={[{ value: '', label: 'Todos' }, ...CONDUCTOS.map((c) => ({ value: c.key, label: c.value }))]}
            />
          </FormGroup>
          <FormGroup label="Ramo" labelFor={`${id}-ramo`}>
            <HTMLSelect
              id={`${id}-ramo`}
              name="ramo"
              fill
              value={valores.ramos.length > 1 ? 'varios' : (valores.ramos[0] ?? '')}
              onChange={(e) => set('ramos', e.currentTarget.value ? [Number(e.currentTarget.value) as RamoId] : [])}
              options={[
                { value: '', label: 'Todos' },
                ...(valores.ramos.length > 1 ? [{ value: 'varios', label: valores.ramos.map((r) => RAMOS.find((x) => x.id === r)?.nombre).join(', '), disabled: true }] : []),
                ...RAMOS.map((r) => ({ value: r.id, label: r.nombre })),
              ]}
            />
          </FormGroup>
          <FormGroup label="Estatus" labelFor={`${id}-status`}>
            <HTMLSelect
              id={`${id}-status`}
              name="status"
              fill
              value={valores.status ?? ''}
              onChange={(e) => set('status', (e.currentTarget.value || null) as StatusPoliza | null)}
              options={[{ value: '', label: 'Todos' }, ...ESTATUS.map((s) => ({ value: s.key, label: s.value }))]}
            />
          </FormGroup>
          <Switch name="soloRobot" label="Solo creadas por robot" checked={valores.soloRobot} onChange={(e) => set('soloRobot', e.currentTarget.checked)} />
        </form>
      </Collapse>
    </Card>
  );
}
