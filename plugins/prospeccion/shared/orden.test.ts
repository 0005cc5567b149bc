import { expect } from 'chai';
import fc from 'fast-check';
import type { CardEmbudo, Kanban } from './embudo.ts';
import { aplicarMovimiento, moverCard, ordenDeDestino, totalesDe } from './orden.ts';

/** Issue 15: the board's ordering rule (docs/adr/025-prospeccion.md) under random sequences of moves. */

const COLUMNAS = [1, 2, 3];

/** A board of `n` cards dealt into three columns, every third one closed. */
function tablero(reparto: number[]): Kanban {
  const cards = reparto.map((columna, i) => ({ id: i + 1, columnId: COLUMNAS[columna], status: i % 3 === 2 ? 'exitosa' : 'abierta' }));
  return {
    id: 1,
    nombre: 'Embudo',
    columns: COLUMNAS.map((id) => {
      const propias = cards.filter((c) => c.columnId === id);
      return {
        id,
        nombre: `C${id}`,
        orden: id - 1,
        totales: [],
        cards: propias.map((c, orden) => ({ ...c, orden, primaTotal: 1, moneda: { abreviacion: 'MXN' } }) as CardEmbudo),
      };
    }),
  };
}

const disposicion = (k: Kanban) => new Map(k.columns.map((c) => [c.id, c.cards.map((x) => x.id)]));
const movimiento = fc.record({ card: fc.nat(40), destino: fc.constantFrom(...COLUMNAS), indice: fc.integer({ min: -2, max: 30 }) });
const reparto = fc.array(fc.nat(2), { minLength: 1, maxLength: 25 });

describe('prospeccion: the order of the cards on the board', () => {
  it('keeps every card exactly once, dense positions, and the others in their order, whatever the moves', () => {
    fc.assert(
      fc.property(reparto, fc.array(movimiento, { maxLength: 30 }), (r, movimientos) => {
        let k = tablero(r);
        for (const m of movimientos) {
          const card = (m.card % r.length) + 1;
          const antes = disposicion(k);
          k = aplicarMovimiento(k, card, m.destino, m.indice);
          const esperado = moverCard(antes, card, m.destino, m.indice);
          expect(disposicion(k)).to.deep.equal(esperado);
        }
        expect(k.columns.flatMap((c) => c.cards.map((x) => x.id)).sort((a, b) => a - b)).to.deep.equal(r.map((_, i) => i + 1));
        for (const c of k.columns) {
          expect(c.cards.map((x) => x.orden)).to.deep.equal(c.cards.map((_, i) => i));
          expect(c.cards.every((x) => x.columnId === c.id)).to.equal(true);
        }
      }),
    );
  });

  it('puts a card dropped among the open cards on screen just there, with the closed ones hidden', () => {
    fc.assert(
      fc.property(reparto, movimiento, (r, m) => {
        const k = tablero(r);
        const todas = k.columns.flatMap((c) => c.cards);
        const moviendo = todas[m.card % todas.length];
        if (moviendo.status !== 'abierta') return;
        const abiertasDe = (board: Kanban, columna: number) => (board.columns.find((c) => c.id === columna)?.cards ?? []).filter((c) => c.status === 'abierta');
        const visibles = abiertasDe(k, m.destino);
        const otras = visibles.filter((c) => c.id !== moviendo.id);
        const indice = Math.max(0, Math.min(m.indice, otras.length));
        const orden = ordenDeDestino(visibles, moviendo, m.destino, indice);
        const despues = abiertasDe(aplicarMovimiento(k, moviendo.id, m.destino, orden), m.destino).map((c) => c.id);
        expect(despues).to.deep.equal([...otras.slice(0, indice).map((c) => c.id), moviendo.id, ...otras.slice(indice).map((c) => c.id)]);
      }),
    );
  });

  it('sums each currency apart, in integer cents', () => {
    const card = (primaTotal: number, abreviacion: string) => ({ primaTotal, moneda: { abreviacion } });
    expect(totalesDe([card(0.1, 'MXN'), card(0.2, 'MXN'), card(1500.5, 'USD'), card(10, 'EUR')])).to.deep.equal([
      { abreviacion: 'MXN', centavos: 30 },
      { abreviacion: 'EUR', centavos: 1000 },
      { abreviacion: 'USD', centavos: 150050 },
    ]);
  });
});
