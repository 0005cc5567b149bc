import { H3, Switch } from '@blueprintjs/core';
import { pagosDeFormaPago } from '../../../../catalogos/shared/catalogos.ts';
import { esVida } from '../../../shared/primas.ts';
import { FormaPaso, type PasoProps } from './AccionesPaso.tsx';
import { capturaActions } from './borradorSlice.ts';
import { CampoDinero } from './CamposCaptura.tsx';
import { primasCompletas, validarPrimas } from './envioBorrador.ts';
import { ramoDe, type MontoPrima } from './primasBorrador.ts';
import { useAppDispatch, useBorrador } from './useBorrador.ts';
import { useTocados } from './useTocados.ts';

/** The step's fields as their labels name them, for the hint of what Continuar still waits for. */
const ETIQUETAS: Record<string, string> = {
  prima: 'Prima neta',
  derecho: 'Derecho de póliza',
  recargo: 'Financiamiento',
  iva: 'IVA',
  total: 'Prima total',
  porcentajeComision: 'Porcentaje de comisión',
  comision: 'Comisión',
};

/**
 * Primas (spec 02 §5 'Primas', §9): IVA is 16% of neta + derecho + financiamiento except in Vida,
 * where it is typed; the total is read-only; the commission follows its percentage, or the
 * percentage follows a typed commission. Prorating shows only with more than one receipt. What is
 * typed stays as typed: a negative premium, text or a percentage over 100 is refused with the
 * shared schema's message, never changed (issue 18).
 */
export function PasoPrimas({ onAnterior, onContinuar }: PasoProps) {
  const b = useBorrador();
  const p = b.primas;
  const dispatch = useAppDispatch();
  const validacion = validarPrimas(b);
  const { errorDe, tocar } = useTocados(validacion.ok ? {} : validacion.errors);
  const completas = primasCompletas(b);
  const vida = esVida(ramoDe(b));
  const monto = (campo: MontoPrima, label: string) => (
    <CampoDinero
      requerido={campo === 'prima'}
      name={campo}
      label={label}
      value={p[campo]}
      tecleado={b.entradas[campo]}
      onChange={(valor) => dispatch(capturaActions.montoCambiado({ campo, valor }))}
      error={errorDe(campo)}
      onBlur={tocar(campo)}
    />
  );
  // Both premiums must be above 0 besides what the schema checks (spec 02 §5).
  const enCero = (['prima', 'total'] as const).filter((campo) => p[campo] <= 0 && b.entradas[campo] === undefined);
  const pendientes = [...new Set([...enCero, ...Object.keys(validacion.ok ? {} : validacion.errors)])].map((campo) => ETIQUETAS[campo] ?? campo);

  return (
    <FormaPaso titulo="Primas" deshabilitado={!completas} pendientes={pendientes} onEnviar={onContinuar} onAnterior={onAnterior}>
      <div className="captura-rejilla">
        {monto('prima', 'Prima neta')}
        {monto('derecho', 'Derecho de póliza')}
        {monto('recargo', 'Financiamiento')}
        {vida ? monto('iva', 'IVA') : <CampoDinero name="iva" label="IVA (16%)" value={p.iva} />}
        <CampoDinero name="total" label="Prima total" value={p.total} />
      </div>
      <H3 className="captura-subtitulo">Comisiones</H3>
      <div className="captura-rejilla">
        <CampoDinero
          name="porcentajeComision"
          label="Porcentaje de comisión"
          porcentaje
          value={p.porcentajeComision}
          tecleado={b.entradas.porcentajeComision}
          onChange={(v) => dispatch(capturaActions.porcentajeCambiado(v))}
          error={errorDe('porcentajeComision')}
          onBlur={tocar('porcentajeComision')}
        />
        <CampoDinero
          name="comision"
          label="Comisión"
          value={p.comision}
          tecleado={b.entradas.comision}
          onChange={(v) => dispatch(capturaActions.comisionCambiada(v))}
          error={errorDe('comision')}
          onBlur={tocar('comision')}
        />
      </div>
      {(pagosDeFormaPago(b.generales.formaPago) ?? 1) > 1 && (
        <div className="captura-prorrateo">
          <Switch
            label="Prorratear derecho de póliza"
            checked={b.prorratearDerecho}
            onChange={(e) => dispatch(capturaActions.prorrateoCambiado({ campo: 'prorratearDerecho', valor: e.currentTarget.checked }))}
          />
          <Switch
            label="Prorratear financiamiento"
            checked={b.prorratearRecargo}
            onChange={(e) => dispatch(capturaActions.prorrateoCambiado({ campo: 'prorratearRecargo', valor: e.currentTarget.checked }))}
          />
        </div>
      )}
    </FormaPaso>
  );
}
