import { Button, Card, Checkbox, Tag } from '@blueprintjs/core';
import { DuplicateIcon } from '@blueprintjs/icons';
import type { ReciboDatos } from '../../../shared/poliza-form.ts';
import { fechaPoliza, statusReciboVisible } from '../detalle/formato.ts';
import { CampoDinero, CampoFecha, CampoTexto, VIGENCIA } from './CamposCaptura.tsx';
import type { MontoRecibo } from './recibosBorrador.ts';

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
  onMonto: (campo: MontoRecibo, valor: number) => void;
  onCambio: (cambios: Partial<Pick<ReciboDatos, 'fecVence' | 'fecPago' | 'folioPago'>>) => void;
  onPagar: (pagado: boolean) => void;
  onAplicar: () => void;
}

/** One receipt of the Recibos step (spec 02 §3 'Receipt draft', §5 'Receipts step'). */
export function ReciboCaptura({ recibo: r, indice, totalSerie, bloqueado, pagoGuardado, aplicable, onMonto, onCambio, onPagar, onAplicar }: ReciboCapturaProps) {
  const n = `recibos.${indice}`;
  const monto = (campo: MontoRecibo, label: string, negativo = false) => (
    <CampoDinero name={`${n}.${campo}`} label={label} value={r[campo]} negativo={negativo} disabled={bloqueado} onChange={(v) => onMonto(campo, v)} />
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
        {monto('recargo', 'Financiamiento', true)}
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
