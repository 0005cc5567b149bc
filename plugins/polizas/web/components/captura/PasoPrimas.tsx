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

/**
 * Primas (spec 02 §5 'Primas', §9): IVA is 16% of neta + derecho + financiamiento except in Vida,
 * where it is typed; the total is read-only; the commission follows its percentage, or the
 * percentage follows a typed commission. Prorating shows only with more than one receipt.
 */
export function PasoPrimas({ onAnterior, onContinuar }: PasoProps) {
  const b = useBorrador();
  const p = b.primas;
  const dispatch = useAppDispatch();
  const validacion = validarPrimas(b);
  const { errorDe, tocar } = useTocados(validacion.ok ? {} : validacion.errors);
  const completas = primasCompletas(b);
  const vida = esVida(ramoDe(b));
  const monto = (campo: MontoPrima, label: string, negativo = false) => (
    <CampoDinero
      name={campo}
      label={label}
      value={p[campo]}
      negativo={negativo}
      onChange={(valor) => dispatch(capturaActions.montoCambiado({ campo, valor }))}
      error={errorDe(campo)}
      onBlur={tocar(campo)}
    />
  );

  return (
    <FormaPaso titulo="Primas" deshabilitado={!completas} onEnviar={onContinuar} onAnterior={onAnterior}>
      <div className="captura-rejilla">
        {monto('prima', 'Prima neta')}
        {monto('derecho', 'Derecho de póliza')}
        {monto('recargo', 'Financiamiento', true)}
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
          onChange={(v) => dispatch(capturaActions.porcentajeCambiado(v))}
        />
        <CampoDinero name="comision" label="Comisión" value={p.comision} onChange={(v) => dispatch(capturaActions.comisionCambiada(v))} />
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
