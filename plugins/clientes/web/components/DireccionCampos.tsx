import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect } from 'react';
import { SelectField, TextField } from '../../../../web/src/ui/forms.tsx';
import { CODIGO_POSTAL, type AsentamientoSepomex } from '../../../catalogos/shared/sepomex.ts';
import { useAsentamientosClienteQuery } from '../api.ts';
import type { FormCliente } from './valoresCliente.ts';

export interface ColoniasDelCp {
  /** The CP's settlements; undefined while the CP is incomplete or being looked up. */
  asentamientos: AsentamientoSepomex[] | undefined;
  /** The CP is not in SEPOMEX (the catalogue has gaps): colonia and municipio are typed by hand. */
  manual: boolean;
}

/**
 * Looks the CP up in SEPOMEX (spec 02 §5): a single settlement is chosen at once, and a choice that
 * does not belong to the new CP is cleared.
 */
export function useColoniasDelCp(form: FormCliente): ColoniasDelCp {
  const cp = form.values['direccion.cp'];
  const completo = CODIGO_POSTAL.test(cp);
  const { data, isFetching } = useAsentamientosClienteQuery(cp, { skip: !completo });
  const asentamientos = completo && !isFetching ? data : undefined;
  const elegido = form.values['direccion.sepomexId'];
  const { set } = form;

  useEffect(() => {
    if (!asentamientos || asentamientos.length === 0) return;
    const unico = asentamientos.length === 1 ? String(asentamientos[0].id) : null;
    if (unico && elegido !== unico) set('direccion.sepomexId', unico);
    else if (!unico && elegido && !asentamientos.some((a) => String(a.id) === elegido)) set('direccion.sepomexId', '');
  }, [asentamientos, elegido, set]);

  return { asentamientos, manual: asentamientos?.length === 0 };
}

/** Calle y número, CP, colonia (from SEPOMEX or typed), municipio read-only when it comes from the catalogue. */
export function DireccionCampos({ form, colonias }: { form: FormCliente; colonias: ColoniasDelCp }) {
  const { asentamientos, manual } = colonias;
  const elegido = asentamientos?.find((a) => String(a.id) === form.values['direccion.sepomexId']);
  return (
    <>
      <div className="cartera-form-row">
        <TextField form={form} name="direccion.direccion" label="Calle y número" autoComplete="off" />
        <TextField form={form} name="direccion.tipo" label="Tipo de dirección" placeholder="casa, oficina…" autoComplete="off" />
      </div>
      <div className="cartera-form-row">
        <TextField form={form} name="direccion.cp" label="Código postal" inputMode="numeric" maxLength={5} autoComplete="off" normalize={(v) => v.replace(/\D/g, '')} />
        {manual ? (
          <TextField form={form} name="direccion.colonia" label="Colonia" autoComplete="off" helperText="El código postal no está en el catálogo SEPOMEX: escribe la colonia" />
        ) : (
          <SelectField
            form={form}
            name="direccion.sepomexId"
            label="Colonia"
            vacia={asentamientos ? 'Selecciona' : 'Escribe el código postal'}
            opciones={(asentamientos ?? []).map((a) => ({ label: a.asentamiento, value: String(a.id) }))}
            disabled={!asentamientos}
          />
        )}
      </div>
      <div className="cartera-form-row">
        {manual ? (
          <>
            <TextField form={form} name="direccion.municipio" label="Municipio" autoComplete="off" />
            <TextField form={form} name="direccion.estado" label="Estado" autoComplete="off" />
          </>
        ) : (
          <>
            <FormGroup label="Municipio" labelFor={form.idOf('direccion.municipio')}>
              <InputGroup id={form.idOf('direccion.municipio')} name="direccion.municipio" value={elegido?.municipio ?? ''} readOnly />
            </FormGroup>
            <FormGroup label="Estado" labelFor={form.idOf('direccion.estado')}>
              <InputGroup id={form.idOf('direccion.estado')} name="direccion.estado" value={elegido?.estado ?? ''} readOnly />
            </FormGroup>
          </>
        )}
      </div>
    </>
  );
}
