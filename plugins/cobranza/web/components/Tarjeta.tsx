import { Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { COLORES_VENCIMIENTO, type ColorVencimiento } from '../../../polizas/shared/colores.ts';
import { Acciones, type Accion } from './Acciones.tsx';
// The shell's row text (.cartera-fila-boton): the classic layout has no pager to bring it in.
import '../../../../web/src/ui/lists.css';

interface TarjetaProps<A extends string> {
  /** The due-date colour, the card's left stripe (spec 02 §4, §9). */
  color: ColorVencimiento;
  /** The carousel's card: the text is a button that opens the policy's detail, and there are no actions. */
  compacta: boolean;
  datos: ReactNode;
  /** The amount with its currency, and a status tag under it. */
  monto: string;
  etiqueta: ReactNode;
  acciones: readonly Accion<A>[];
  /** An action chosen; 'detalle' also from the carousel's card. */
  onAccion: (accion: A | 'detalle') => void;
  /** The record it shows, for tests and styles: data-recibo or data-poliza. */
  marca: { 'data-recibo': number } | { 'data-poliza': number };
}

/** A card of the collections and renewals screens. */
export function Tarjeta<A extends string>({ color, compacta, datos, monto, etiqueta, acciones, onAccion, marca }: TarjetaProps<A>) {
  return (
    <Card
      className="cobranza-tarjeta"
      // A full card is a row of a CardList (role="list"); the carousel's sits in its own <li>.
      role={compacta ? undefined : 'listitem'}
      {...marca}
      data-color={color}
      style={{ borderLeftColor: COLORES_VENCIMIENTO[color] ?? undefined }}
    >
      {compacta ? (
        <button type="button" className="cartera-fila-boton cobranza-datos" onClick={() => onAccion('detalle')}>
          {datos}
        </button>
      ) : (
        <div className="cartera-fila-boton cobranza-datos">{datos}</div>
      )}
      <div className="cobranza-monto">
        <strong>{monto}</strong>
        {etiqueta}
      </div>
      {!compacta && (
        <Acciones
          acciones={acciones}
          onAccion={onAccion}
          registro={'data-recibo' in marca ? { tipo: 'recibo', id: marca['data-recibo'] } : { tipo: 'renovacion', id: marca['data-poliza'] }}
        />
      )}
    </Card>
  );
}
