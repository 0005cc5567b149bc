import { Button, Card, Checkbox, Tag } from '@blueprintjs/core';
import { DuplicateIcon } from '@blueprintjs/icons';
import type { FieldErrors } from '../../../../../core/shared/validation.ts';
import type { ReciboDatos } from '../../../shared/poliza-form.ts';
import { fechaPoliza, statusReciboVisible } from '../detalle/formato.ts';
import { CampoDinero, CampoFecha, CampoTexto, VIGENCIA } from './CamposCaptura.tsx';
import type { MontoRecibo } from './recibosBorrador.ts';
import { useTocados } from './useTocados.ts';

interface ReciboCapturaProps {
  recibo: ReciboDatos;
  indice: number;
  totalSerie: number;
  /** Amounts and due date locked: a subsequent receipt while the smart calculation is on. */
  bloqueado: boolean;
  /** Paid before the wizard opened: its payment is reverted from the policy's detail, not unticked here. */
  pagoGuardado: boolean;
  /** 'Aplicar a todos los recibos subsecuentes' is offered (smart calculation off, a later receipt exists). */
  aplicable: boolean;
  /** The shared schema's messages for this receipt's fields, as typed. */
  errores: FieldErrors;
  /** What was typed in its money fields that is no number, by field. */
  tecleados: Partial<Record<MontoRecibo, string>>;
  onMonto: (campo: MontoRecibo, valor: number | string) => void;
  onCambio: (cambios: Partial<Pick<ReciboDatos, 'fecVence' | 'fecPago' | 'folioPago'>>) => void;
  onPagar: (pagado: boolean) => void;
  onAplicar: () => void;
}

/**
 * One receipt of the Recibos step (spec 02 §3 'Receipt draft', §5 'Receipts step'); an amount that
 * the schema refuses shows its message once the field is left.
 */
export function ReciboCaptura(props: ReciboCapturaProps) {
  const { recibo: r, indice, totalSerie, bloqueado, pagoGuardado, aplicable, errores, tecleados, onMonto, onCambio, onPagar, onAplicar } = props;
  const n = `recibos.${indice}`;
  const { errorDe, tocar } = useTocados(errores);
  const monto = (campo: MontoRecibo, label: string) => (
    <CampoDinero
      name={`${n}.${campo}`}
      label={label}
      value={r[campo]}
      tecleado={tecleados[campo]}
      disabled={bloqueado}
      onChange={(v) => onMonto(campo, v)}
      error={errorDe(campo)}
      onBlur={tocar(campo)}
    />
  );
  const pagado = r.status === 'pagado';

  return (
    <Card className="captura-recibo" aria-label={`Recibo ${r.serie}`}>
      <div className="captura-recibo-cabecera">
        <strong>
          Recibo {r.serie} de {totalSerie}
        </strong>
        <span>
          {fechaPoliza(r.fecVigDe)} al {fechaPoliza(r.fecVigA)}
        </span>
        {r.status && r.status !== 'pendiente' && <Tag minimal>{statusReciboVisible(r.status)}</Tag>}
      </div>
      <div className="captura-recibo-montos">
        {monto('prima', 'Prima neta')}
        {monto('derecho', 'Derecho')}
        {monto('recargo', 'Financiamiento')}
        {monto('iva', 'IVA')}
        <CampoDinero name={`${n}.total`} label="Total" value={r.total} />
      </div>
      <div className="captura-recibo-pago">
        <CampoFecha name={`${n}.fecVence`} label="Vencimiento" value={r.fecVence} {...VIGENCIA} disabled={bloqueado} onChange={(fecVence) => onCambio({ fecVence })} />
        <Checkbox
          name={`${n}.pagar`}
          label="Pagar Recibo"
          checked={pagado}
          disabled={r.status === 'cancelado' || pagoGuardado}
          onChange={(e) => onPagar(e.currentTarget.checked)}
        />
        {pagado && (
          <>
            <CampoFecha name={`${n}.fecPago`} label="Fecha de pago" value={r.fecPago ?? ''} {...VIGENCIA} onChange={(fecPago) => onCambio({ fecPago: fecPago || null })} />
            <CampoTexto name={`${n}.folioPago`} label="Folio de pago" value={r.folioPago ?? ''} maxLength={50} onChange={(folioPago) => onCambio({ folioPago })} />
          </>
        )}
        {aplicable && <Button icon={<DuplicateIcon />} text="Aplicar a todos los recibos subsecuentes" variant="minimal" onClick={onAplicar} />}
      </div>
    </Card>
  );
}
