import { Button, Intent } from '@blueprintjs/core';
import { FechaField } from '../../../../../web/src/ui/FechaField.tsx';
import { TextField, useSchemaForm } from '../../../../../web/src/ui/forms.tsx';
import { showToast } from '../../../../../web/src/ui/toaster.ts';
import { MONEDA_BASE } from '../../../../catalogos/shared/monedas.ts';
import { pagoSchema, type PagoDatos } from '../../../shared/poliza-form.ts';
import type { Recibo } from '../../../shared/polizas.ts';
import { usePagarReciboMutation } from '../../polizas.api.ts';
import { dinero, fechaPoliza, hoy } from '../detalle/formato.ts';
import { AvisoDeRechazo } from '../../../../../web/src/ui/AvisoDeRechazo.tsx';
import { useGuardado } from '../../../../../web/src/ui/useGuardado.ts';
import { useAhora } from '../../../../../web/src/ui/useAhora.ts';

/** Payments are dated up to 20 years back (Blueprint's own default reaches only a few). */
const DESDE = new Date(new Date().getFullYear() - 20, 0, 1);

/** Digits and one point: the exchange rate takes no sign and no letters. */
const soloDecimal = (v: string) => v.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');

interface PagarReciboFormProps {
  recibo: Pick<Recibo, 'id' | 'polizaId' | 'serie' | 'totalSerie' | 'total' | 'fecVence' | 'moneda'>;
  onListo: () => void;
  onRegresar: () => void;
}

/**
 * 'Pagar Recibo' (spec 02 §2.5, §5): folio required, payment date (today by default), exchange rate
 * with 2 decimals, fixed at 1.00 and disabled for pesos; an optional observation.
 */
export function PagarReciboForm({ recibo, onListo, onRegresar }: PagarReciboFormProps) {
  const ahora = useAhora();
  const peso = recibo.moneda.id === MONEDA_BASE.id;
  const form = useSchemaForm<Record<string, string>, PagoDatos>(pagoSchema, { fechaPago: hoy(), folioPago: '', tipoCambio: peso ? '1.00' : '', observacion: '' });
  const [pagar, { isLoading }] = usePagarReciboMutation();
  const { rechazo, intentar } = useGuardado();

  const enviar = form.handleSubmit((pago) =>
    intentar(async () => {
      const { message } = await pagar({ ...pago, id: recibo.id, polizaId: recibo.polizaId }).unwrap();
      showToast(message, Intent.SUCCESS);
      onListo();
    }, 'Error al pagar el recibo'),
  );

  const fijarDecimales = () => {
    const n = Number(form.values.tipoCambio);
    if (form.values.tipoCambio !== '' && Number.isFinite(n)) form.set('tipoCambio', n.toFixed(2));
  };

  return (
    <form onSubmit={enviar} noValidate>
      <p>
        Recibo {recibo.serie}/{recibo.totalSerie} · {dinero(recibo.total, recibo.moneda.abreviacion)} · vence {fechaPoliza(recibo.fecVence)}
      </p>
      <AvisoDeRechazo mensaje={rechazo} />
      <div className="cartera-form-row">
        <TextField form={form} name="folioPago" label="Folio de pago" autoFocus />
        <FechaField form={form} name="fechaPago" label="Fecha de pago" minDate={DESDE} maxDate={ahora} />
        <TextField form={form} name="tipoCambio" label="Tipo de cambio" disabled={peso} maxLength={6} inputMode="decimal" normalize={soloDecimal} onBlur={fijarDecimales} />
      </div>
      <TextField form={form} name="observacion" label="Observación" labelInfo="(opcional)" />
      <div className="cartera-form-actions">
        <Button text="Regresar" onClick={onRegresar} />
        <Button type="submit" intent={Intent.PRIMARY} text="Pagar" loading={isLoading} />
      </div>
    </form>
  );
}
