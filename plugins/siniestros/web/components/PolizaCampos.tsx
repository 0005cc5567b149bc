import { Callout, Checkbox, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { formatFecha } from '../../../../core/shared/format.ts';
import { MENSAJES_SINIESTROS } from '../../shared/mensajes.ts';
import { advertenciasDePoliza } from '../../shared/siniestro-form.ts';
import { nombreDePersona, type PolizaDeSiniestro } from '../../shared/siniestros.ts';

interface PolizaCamposProps {
  ids: { poliza: string; asegurados: string };
  /** The client's vigentes (and the claim's own policy when editing); null while no client is chosen. */
  polizas: PolizaDeSiniestro[] | null;
  polizaId: number | null;
  asegurados: readonly number[];
  onPoliza: (polizaId: number | null) => void;
  onAsegurados: (asegurados: number[]) => void;
  errores: { poliza?: string; asegurados?: string };
}

const textoDePoliza = (p: PolizaDeSiniestro) => `${p.noPoliza} · ${p.agenteClave.aseguradora.abreviacion} · ${p.concepto} (vence ${formatFecha(p.fechaVigenciaA)})`;

/**
 * The claim's policy among the client's vigentes, the policy's warnings, and for Salud and Vida its
 * insured people to choose from (spec 03 §5).
 */
export function PolizaCampos({ ids, polizas, polizaId, asegurados, onPoliza, onAsegurados, errores }: PolizaCamposProps) {
  const poliza = polizas?.find((p) => p.id === polizaId) ?? null;
  const vacia = polizas === null ? MENSAJES_SINIESTROS.eligeCliente : polizas.length === 0 ? MENSAJES_SINIESTROS.sinPolizasVigentes : 'Selecciona la póliza';
  const alternar = (id: number, elegido: boolean) => onAsegurados(elegido ? [...asegurados, id] : asegurados.filter((a) => a !== id));
  return (
    <>
      <FormGroup
        label="Póliza"
        labelFor={ids.poliza}
        intent={errores.poliza ? Intent.DANGER : Intent.NONE}
        helperText={errores.poliza && <span id={`${ids.poliza}-help`}>{errores.poliza}</span>}
      >
        <HTMLSelect
          id={ids.poliza}
          name="polizaId"
          fill
          disabled={!polizas?.length}
          value={polizaId ?? ''}
          onChange={(e) => onPoliza(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
          options={[{ value: '', label: vacia }, ...(polizas ?? []).map((p) => ({ value: p.id, label: textoDePoliza(p) }))]}
          aria-invalid={errores.poliza ? true : undefined}
        />
      </FormGroup>
      {poliza &&
        advertenciasDePoliza(poliza).map((aviso) => (
          <Callout key={aviso} intent={Intent.WARNING} className="cartera-form-banner" role="status">
            {aviso}
          </Callout>
        ))}
      {poliza && poliza.asegurados.length > 0 && (
        <FormGroup
          label="Asegurados afectados"
          className="siniestros-asegurados"
          intent={errores.asegurados ? Intent.DANGER : Intent.NONE}
          helperText={errores.asegurados ?? MENSAJES_SINIESTROS.seleccioneAsegurado}
        >
          <div id={ids.asegurados} role="group" aria-label="Asegurados afectados">
            {poliza.asegurados.map((a) => (
              <Checkbox
                key={a.id}
                label={`${nombreDePersona(a)} (${a.parentesco})`}
                checked={asegurados.includes(a.id)}
                onChange={(e) => alternar(a.id, e.currentTarget.checked)}
              />
            ))}
          </div>
        </FormGroup>
      )}
    </>
  );
}
