import { Callout, Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { CONDUCTOS, FORMAS_PAGO, type FormaPago } from '../../../../catalogos/shared/catalogos.ts';
import { useMonedasDePolizaQuery } from '../../captura.api.ts';
import { useClavesAgenteQuery } from '../../claves.api.ts';
import { FormaPaso, type PasoProps } from './AccionesPaso.tsx';
import type { GeneralesBorrador } from './borrador.ts';
import { capturaActions } from './borradorSlice.ts';
import { CampoFecha, CampoSelect, CampoTexto, VIGENCIA } from './CamposCaptura.tsx';
import { CaratulaEnCaptura } from './CaratulaEnCaptura.tsx';
import { aseguradorasDe, clavesDeAseguradora, clavesDelRamo } from './clavesCaptura.ts';
import { ContratanteCampo, VendedorCampo } from './ContratanteCampo.tsx';
import { validarGenerales } from './envioBorrador.ts';
import { AvisoNumeroRepetido, useNumeroRepetido } from './NumeroRepetido.tsx';
import { ramoDe } from './primasBorrador.ts';
import { useAppDispatch, useBorrador } from './useBorrador.ts';
import { useTocados } from './useTocados.ts';
import { ETIQUETAS_GENERALES } from './etiquetas.ts';

/**
 * Datos Generales (spec 02 §5 'Policy general data'): Continue stays disabled until the shared
 * schema of POST /polizas accepts them, and meanwhile says which fields it waits for; required
 * fields say so by their label (issue 18). A number that repeats another policy's of the same
 * insurer and validity is refused here already, with a link to that policy. The payment form is
 * chosen only for a policy not yet saved.
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
  const { repetida } = useNumeroRepetido(b);
  const errores = validacion.ok ? {} : validacion.errors;
  // A repeated number is what stops the step, though the schema accepts it.
  const pendientes = Object.keys(ETIQUETAS_GENERALES)
    .filter((campo) => errores[campo] !== undefined || (campo === 'noPoliza' && repetida !== null))
    .map((campo) => (campo === 'claveAgente' && g.aseguradoraId === null ? 'Aseguradora' : ETIQUETAS_GENERALES[campo]));
  const cambiar = (cambios: Partial<GeneralesBorrador>) => dispatch(capturaActions.generalesCambiados(cambios));
  const texto = (name: 'noPoliza' | 'concepto' | 'paquete', label: string, max: number) => (
    <CampoTexto
      requerido
      name={name}
      label={label}
      labelInfo={b.porConfirmar.includes(name) ? <span className="captura-confirmar">(confírmalo)</span> : undefined}
      value={g[name]}
      maxLength={max}
      onChange={(v) => {
        cambiar({ [name]: v });
        dispatch(capturaActions.campoConfirmado(name));
      }}
      error={errorDe(name)}
      onBlur={tocar(name)}
    />
  );
  const clavesAseguradora = clavesDeAseguradora(claves, g.aseguradoraId);

  return (
    <FormaPaso titulo="Datos Generales" deshabilitado={!validacion.ok || repetida !== null} pendientes={pendientes} onEnviar={onContinuar}>
      {consultaClaves.isSuccess && claves.length === 0 && (
        <Callout intent={Intent.WARNING} className="captura-aviso">
          No tienes claves de agente para este ramo. Regístralas en <Link to="/configuracion/claves">Claves de agente</Link>.
        </Callout>
      )}
      <CaratulaEnCaptura />
      {repetida && <AvisoNumeroRepetido poliza={repetida} />}
      <div className="captura-rejilla">
        <ContratanteCampo elegido={g.cliente} onElegir={(cliente) => cambiar({ cliente })} />
        <VendedorCampo elegido={g.vendedor} onElegir={(vendedor) => cambiar({ vendedor })} />
        <CampoSelect
          requerido
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
          requerido
          name="claveAgente"
          label="Clave de agente"
          value={g.claveAgente}
          opciones={clavesAseguradora.map((k) => ({ value: k.id, label: k.clave }))}
          onChange={(v) => dispatch(capturaActions.claveElegida(clavesAseguradora.find((k) => k.id === Number(v)) ?? null))}
          error={errorDe('claveAgente')}
          onBlur={tocar('claveAgente')}
        />
        {texto('noPoliza', 'No. de póliza', 50)}
        {texto('concepto', 'Concepto', 100)}
        {texto('paquete', 'Plan', 50)}
        <CampoSelect
          requerido
          name="moneda"
          label="Moneda"
          value={g.moneda}
          vacio={false}
          opciones={monedas.map((m) => ({ value: m.monedaId, label: `${m.abreviacion} - ${m.moneda}` }))}
          onChange={(v) => cambiar({ moneda: Number(v) })}
        />
        <CampoFecha
          requerido
          name="fechaVigenciaDe"
          label="Inicio de vigencia"
          value={g.fechaVigenciaDe}
          {...VIGENCIA}
          onChange={(v) => cambiar({ fechaVigenciaDe: v })}
          error={errorDe('fechaVigenciaDe')}
          onBlur={tocar('fechaVigenciaDe')}
        />
        <CampoFecha
          requerido
          name="fechaVigenciaA"
          label="Fin de vigencia"
          value={g.fechaVigenciaA}
          {...VIGENCIA}
          onChange={(v) => cambiar({ fechaVigenciaA: v })}
          error={errorDe('fechaVigenciaA')}
          onBlur={tocar('fechaVigenciaA')}
        />
        <CampoSelect
          requerido
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
