import { Checkbox, FormGroup, Intent } from '@blueprintjs/core';
import { TextField, type SchemaForm } from '../../../../web/src/ui/forms.tsx';
import { CAMPOS_RAMO_CLAVE, RAMOS_CLAVE, type ClaveAgenteDatos } from '../../shared/claves.ts';
import type { ValoresClave } from './ClaveValores.ts';

/** The lines a key is used for, each with its default commission percent, 0 to 100 (spec 02 §3, §5). */
export function ClaveRamos({ form }: { form: SchemaForm<ValoresClave, ClaveAgenteDatos> }) {
  // The 'at least one line' rule reports on vida (plugins/polizas/shared/claves.ts).
  const error = form.errorOf('vida');
  return (
    <FormGroup label="Ramos y comisión predeterminada" intent={error ? Intent.DANGER : Intent.NONE} helperText={error}>
      <div className="cartera-clave-ramos" role="group" aria-label="Ramos y comisión predeterminada">
        {RAMOS_CLAVE.map((ramo) => {
          const { nombre, comision } = CAMPOS_RAMO_CLAVE[ramo];
          return (
            <div key={ramo} className="cartera-clave-ramo">
              <Checkbox name={ramo} label={nombre} checked={form.values[ramo]} onChange={(event) => form.set(ramo, event.currentTarget.checked)} />
              <TextField
                form={form}
                name={comision}
                label={`Comisión ${nombre}`}
                inputMode="numeric"
                maxLength={3}
                autoComplete="off"
                disabled={!form.values[ramo]}
                rightElement={<span className="cartera-clave-porcentaje">%</span>}
                normalize={(value) => value.replace(/\D/g, '')}
              />
            </div>
          );
        })}
      </div>
    </FormGroup>
  );
}
