import { expect } from 'chai';
import { crearAzar, type Azar } from '../../../core/server/plugins/demo-azar.ts';
import { FORMAS_PAGO, RAMO, RAMO_IDS } from '../../catalogos/shared/catalogos.ts';
import { calcularRecibos, recalcularSubsecuentes, validarCalculoRecibos, type DatosCalculoRecibos, type ReciboCalculado, type Vencimientos } from './recibos-calculo.ts';

/**
 * Property checks over thousands of random policies from a seeded generator (the same policies on
 * every run; change SEMILLA to explore others). The oracles below use plain Date arithmetic, not the
 * module's own helpers.
 */
const SEMILLA = 'recibos-20240115';
const POLIZAS = 5000;
const DIA = 86_400_000;

const ms = (f: string) => Date.parse(`${f}T00:00:00Z`);
const fecha = (t: number) => new Date(t).toISOString().slice(0, 10);
const c = (pesos: number) => Math.round(pesos * 100);
const p = (centavos: number) => centavos / 100;
const dosDecimales = (x: number) => Number.isFinite(x) && Math.round(x * 100) / 100 === x;
const iva16 = (base: number) => Math.round((base * 16) / 100); // 16% of whole cents never ends in exactly half a cent

/** The date `meses` months after `de`, clamped to the month's last day. */
function masMeses(de: string, meses: number): string {
  const d = new Date(ms(de));
  const destino = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + meses, 1);
  const ultimo = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + meses + 1, 0)).getUTCDate();
  return fecha(destino + (Math.min(d.getUTCDate(), ultimo) - 1) * DIA);
}

interface Caso {
  datos: DatosCalculoRecibos;
  vencimientos: Vencimientos;
  n: number;
  anual: boolean;
}

/** Amounts in cents over many magnitudes, so small and huge premiums both appear. */
const centavos = (g: Azar, max: number) => Math.min(max, g.entero(0, g.elegir([100, 10_000, 1_000_000, 100_000_000, 1e10, 1e14 - 1])));

function polizaAleatoria(g: Azar): Caso {
  const forma = g.elegir(FORMAS_PAGO);
  const n = forma.pagos;
  const de = fecha(ms('2000-01-01') + g.entero(0, 40 * 365) * DIA);
  const plazo = g.entero(1, 10);
  const anual = plazo <= 6;
  const a = anual ? masMeses(de, 12) : plazo <= 8 ? masMeses(de, g.entero(1, 36)) : fecha(ms(de) + g.entero(n, 1500) * DIA);
  const neta = centavos(g, 1e14 - 1);
  const modelo = g.elegir(RAMO_IDS);
  const primero = n > 1 && neta > 0 && g.siNo(0.3) ? g.entero(1, neta) : null;
  const subsecuente = n > 1 && primero === null && neta >= n - 1 && g.siNo(0.3) ? g.entero(1, Math.floor(neta / (n - 1))) : null;
  const datos: DatosCalculoRecibos = {
    formaPago: g.siNo(0.9) ? forma.key : null,
    pagos: g.siNo(0.5) ? n : null,
    modelo,
    fechaVigenciaDe: de,
    fechaVigenciaA: a,
    primaNeta: p(neta),
    derecho: p(centavos(g, 10_000_000)),
    recargo: p(centavos(g, 10_000_000) * (g.siNo(0.4) ? -1 : 1)),
    iva: modelo === RAMO.VIDA ? p(centavos(g, 10_000_000)) : 0,
    primaPrimerRecibo: primero === null ? null : p(primero),
    primaSubsecuenteRecibo: subsecuente === null ? null : p(subsecuente),
    prorratearDerecho: g.siNo(0.5),
    prorratearRecargo: g.siNo(0.5),
  };
  if (datos.formaPago === null && datos.pagos === null) datos.pagos = n;
  return { datos, vencimientos: { primero: g.entero(-999, 9999), subsecuente: g.entero(-999, 9999) }, n, anual };
}

const columnas = ['prima', 'derecho', 'recargo', 'iva', 'total'] as const;
const sumaDe = (recibos: readonly ReciboCalculado[], k: (typeof columnas)[number]) => recibos.reduce((s, r) => s + c(r[k]), 0);

/** What the policy's receipts must add up to, in cents. */
function esperado(d: DatosCalculoRecibos) {
  const base = c(d.primaNeta) + c(d.derecho) + c(d.recargo);
  const iva = d.modelo === RAMO.VIDA ? c(d.iva) : iva16(base);
  return { prima: c(d.primaNeta), derecho: c(d.derecho), recargo: c(d.recargo), iva, total: base + iva };
}

describe(`receipt calculation properties (${POLIZAS} random policies, seed ${SEMILLA})`, () => {
  const g = crearAzar(SEMILLA);
  const casos = Array.from({ length: POLIZAS }, () => polizaAleatoria(g));
  const resultados = casos.map((caso) => ({ caso, recibos: calcularRecibos(caso.datos, caso.vencimientos) }));

  it('every generated policy passes the body validation', () => {
    for (const { datos } of casos) expect(validarCalculoRecibos(datos), JSON.stringify(datos)).to.deep.include({ ok: true });
  });

  it('the receipts add up exactly to the policy prima, derecho, financiamiento, IVA and total', () => {
    for (const { caso, recibos } of resultados) {
      const meta = esperado(caso.datos);
      for (const k of columnas) expect(sumaDe(recibos, k), `${k} ${JSON.stringify(caso.datos)}`).to.equal(meta[k]);
      for (const r of recibos) expect(c(r.total)).to.equal(c(r.prima) + c(r.derecho) + c(r.recargo) + c(r.iva));
    }
  });

  it('every amount has at most 2 decimals', () => {
    for (const { recibos } of resultados) for (const r of recibos) for (const k of columnas) expect(dosDecimales(r[k]), `${k} = ${r[k]}`).to.equal(true);
  });

  it('numbers the receipts 1..n and their periods are contiguous, non-empty and cover the term', () => {
    for (const { caso, recibos } of resultados) {
      const { fechaVigenciaDe, fechaVigenciaA } = caso.datos;
      expect(recibos.map((r) => [r.serie, r.totalSerie])).to.deep.equal(Array.from({ length: caso.n }, (_, k) => [k + 1, caso.n]));
      expect(recibos[0].fecVigDe).to.equal(fechaVigenciaDe);
      expect(recibos[caso.n - 1].fecVigA).to.equal(fechaVigenciaA);
      recibos.forEach((r, k) => {
        expect(r.fecVigDe < r.fecVigA, `${r.fecVigDe} → ${r.fecVigA}`).to.equal(true);
        if (k > 0) expect(r.fecVigDe).to.equal(recibos[k - 1].fecVigA);
      });
    }
  });

  it('in a one-year term receipt k starts k × 12/n months after the start, and each is due its offset later', () => {
    for (const { caso, recibos } of resultados) {
      recibos.forEach((r, k) => {
        if (caso.anual) expect(r.fecVigDe).to.equal(masMeses(caso.datos.fechaVigenciaDe, (k * 12) / caso.n));
        const desfase = k === 0 ? caso.vencimientos.primero : caso.vencimientos.subsecuente;
        expect(r.fecVence).to.equal(fecha(ms(r.fecVigDe) + desfase * DIA));
      });
    }
  });

  it('the first receipt absorbs the rounding remainder (the second when the first premium was fixed)', () => {
    for (const { caso, recibos } of resultados) {
      if (caso.n === 1) continue;
      const d = caso.datos;
      const fijo = d.primaPrimerRecibo != null;
      const absorbe = fijo ? 1 : 0;
      const iguales = recibos.filter((_, k) => k > absorbe);
      // The others are equal; the absorbing receipt differs from them by less than one cent per receipt.
      const repartido = (k: 'prima' | 'derecho' | 'recargo') => {
        expect(new Set(iguales.map((r) => r[k])).size, k).to.be.at.most(1);
        if (iguales.length) expect(Math.abs(c(recibos[absorbe][k]) - c(iguales[0][k])), k).to.be.below(caso.n);
      };
      if (d.primaSubsecuenteRecibo != null) expect(recibos.slice(1).every((r) => r.prima === d.primaSubsecuenteRecibo)).to.equal(true);
      else repartido('prima');
      if (fijo) expect(recibos[0].prima).to.equal(d.primaPrimerRecibo);
      for (const [k, prorratear] of [
        ['derecho', d.prorratearDerecho],
        ['recargo', d.prorratearRecargo],
      ] as const) {
        if (prorratear) repartido(k);
        else
          expect(
            recibos.slice(1).every((r) => r[k] === 0),
            k,
          ).to.equal(true);
      }
      if (d.modelo !== RAMO.VIDA) {
        for (const r of iguales) expect(c(r.iva)).to.equal(iva16(c(r.prima) + c(r.derecho) + c(r.recargo)));
        if (fijo) expect(c(recibos[0].iva)).to.equal(iva16(c(recibos[0].prima) + c(recibos[0].derecho) + c(recibos[0].recargo)));
      }
    }
  });

  it('the smart recalculation keeps the sums exact for any first receipt within the policy', () => {
    const h = crearAzar(`${SEMILLA}-edicion`);
    for (const { caso, recibos } of resultados.slice(0, 2000)) {
      const d = caso.datos;
      const primero = { prima: p(h.entero(0, c(d.primaNeta))), derecho: p(h.entero(0, c(d.derecho))), recargo: p(h.entero(-1_000_000, 1_000_000)) };
      const nuevos = recalcularSubsecuentes(recibos, primero, d);
      expect(nuevos[0]).to.deep.include(primero);
      if (caso.n === 1) continue;
      const meta = esperado(d);
      for (const k of columnas) expect(sumaDe(nuevos, k), k).to.equal(meta[k]);
      for (const r of nuevos) for (const k of columnas) expect(dosDecimales(r[k])).to.equal(true);
      expect(new Set(nuevos.slice(2).map((r) => r.prima)).size).to.be.at.most(1);
    }
  });
});
