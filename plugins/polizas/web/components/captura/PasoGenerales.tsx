import { Callout, Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { CONDUCTOS, FORMAS_PAGO, type FormaPago } from '../../../../catalogos/shared/catalogos.ts';
import { useMonedasDePolizaQuery } from '../../captura.api.ts';
import { useClavesAgenteQuery } from '../../claves.api.ts';
import { FormaPaso, type PasoProps } from './AccionesPaso.tsx';
import type { GeneralesBorrador } from './borrador.ts';
import { capturaActions } from './borradorSlice.ts';
import { CampoFecha, CampoSelect, CampoTexto, VIGENCIA } from './CamposCaptura.tsx';
import { aseguradorasDe, clavesDeAseguradora, clavesDelRamo } from './clavesCaptura.ts';
import { ContratanteCampo, VendedorCampo } from './ContratanteCampo.tsx';
import { validarGenerales } from './envioBorrador.ts';
import { ramoDe } from './primasBorrador.ts';
import { useAppDispatch, useBorrador } from './useBorrador.ts';
import { useTocados } from './useTocados.ts';

/**
 * Datos Generales (spec 02 §5 'Policy general data'): Continue stays disabled until the shared
 * schema of POST /polizas accepts them. The payment form is chosen only for a policy not yet saved.
 */
export function PasoGenerales({ onContinuar }: PasoProps) {
  const b = useBorrador();
  const g = b.generales;
  const dispatch = useAppDispatch();
  const consultaClaves = useClavesAgenteQuery();
  const claves = clavesDelRamo(consultaClaves.data?.items ?? [], ramoDe(b));
  const monedas = useMonedasDePolizaQuery().data ?? [];
  const validacion = validarGenerales(b);
  const { errorDe, tocar } = useTocados(validacion.ok ? {} : validacion.errors);
  const cambiar = (cambios: Partial<GeneralesBorrador>) => dispatch(capturaActions.generalesCambiados(cambios));
  const texto = (name: 'noPoliza' | 'concepto' | 'paquete', label: string, max: number) => (
    <CampoTexto name={name} label={label} value={g[name]} maxLength={max} onChange={(v) => cambiar({ [name]: v })} error={errorDe(name)} onBlur={tocar(name)} />
  );
  const clavesAseguradora = clavesDeAseguradora(claves, g.aseguradoraId);

  return (
    <FormaPaso titulo="Datos Generales" deshabilitado={!validacion.ok} onEnviar={onContinuar}>
      {consultaClaves.isSuccess && claves.length === 0 && (
        <Callout intent={Intent.WARNING} className="captura-aviso">
          No tienes claves de agente para este ramo. Regístralas en <Link to="/configuracion/claves">Claves de agente</Link>.
        </Callout>
      )}
      <div className="captura-rejilla">
        <ContratanteCampo elegido={g.cliente} onElegir={(cliente) => cambiar({ cliente })} />
        <VendedorCampo elegido={g.vendedor} onElegir={(vendedor) => cambiar({ vendedor })} />
        <CampoSelect
          name="aseguradoraId"
          label="Aseguradora"
          value={g.aseguradoraId}
          opciones={aseguradorasDe(claves).map((a) => ({ value: a.id, label: `${a.abreviacion} - ${a.aseguradora}` }))}
          onChange={(v) => {
            const aseguradoraId = v ? Number(v) : null;
            dispatch(capturaActions.aseguradoraElegida({ aseguradoraId, claves: clavesDeAseguradora(claves, aseguradoraId) }));
          }}
        />
        <CampoSelect
          name="claveAgente"
          label="Clave de agente"
          value={g.claveAgente}
          opciones={clavesAseguradora.map((k) => ({ value: k.id, label: k.clave }))}
          onChange={(v) => dispatch(capturaActions.claveElegida(clavesAseguradora.find((k) => k.id === Number(v)) ?? null))}
          error={errorDe('claveAgente')}
          onBlur={tocar('claveAgente')}
        />
        {texto('noPoliza', 'No. de Póliza', 50)}
        {texto('concepto', 'Concepto', 100)}
        {texto('paquete', 'Plan', 50)}
        <CampoSelect
          name="moneda"
          label="Moneda"
          value={g.moneda}
          vacio={false}
          opciones={monedas.map((m) => ({ value: m.monedaId, label: `${m.abreviacion} - ${m.moneda}` }))}
          onChange={(v) => cambiar({ moneda: Number(v) })}
        />
        <CampoFecha
          name="fechaVigenciaDe"
          label="Inicio de vigencia"
          value={g.fechaVigenciaDe}
          {...VIGENCIA}
          onChange={(v) => cambiar({ fechaVigenciaDe: v })}
          error={errorDe('fechaVigenciaDe')}
          onBlur={tocar('fechaVigenciaDe')}
        />
        <CampoFecha
          name="fechaVigenciaA"
          label="Fin de vigencia"
          value={g.fechaVigenciaA}
          {...VIGENCIA}
          onChange={(v) => cambiar({ fechaVigenciaA: v })}
          error={errorDe('fechaVigenciaA')}
          onBlur={tocar('fechaVigenciaA')}
        />
        <CampoSelect
          name="formaPago"
          label="Forma de pago"
          value={g.formaPago}
          opciones={FORMAS_PAGO.map((f) => ({ value: f.key, label: f.value }))}
          onChange={(v) => cambiar({ formaPago: v as FormaPago | '' })}
          disabled={g.polizaId !== null}
          error={errorDe('formaPago')}
          onBlur={tocar('formaPago')}
        />
        <CampoSelect
          name="conducto"
          label="Conducto de cobro"
          value={g.conducto}
          vacio={false}
          opciones={CONDUCTOS.map((c) => ({ value: c.key, label: c.value }))}
          onChange={(conducto) => cambiar({ conducto })}
        />
      </div>
    </FormaPaso>
  );
}
