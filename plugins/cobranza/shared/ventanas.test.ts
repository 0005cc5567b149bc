import { expect } from 'chai';
import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { VENTANAS } from '../../reportes/shared/resumen.ts';
import {
  descripcionDeRango,
  etiquetaDeRango,
  fechasDeRango,
  filtroDeRango,
  RANGO_TODOS,
  RANGO_VENCIDOS,
  rangoPrincipal,
  RANGOS_CLASICOS,
  RANGOS_PRINCIPALES,
  ventana,
} from './ventanas.ts';

describe('cobranza: ventanas de vencimiento', () => {
  it('counts today in Mexico City, whatever the clock zone', () => {
    // 03:00 UTC is still the evening before in Mexico City (UTC-6).
    expect(hoyEnMexico(new Date('2026-11-22T03:00:00Z'))).to.equal('2026-11-21');
    expect(hoyEnMexico(new Date('2026-11-22T08:00:00Z'))).to.equal('2026-11-22');
  });

  it('turns each window into its calendar dates, across month and year ends', () => {
    expect(VENTANAS.map((v) => fechasDeRango(v, '2026-12-30'))).to.deep.equal([
      '2026-10-31,2026-12-29',
      '2026-12-30,2027-01-02',
      '2027-01-03,2027-01-08',
      '2027-01-09,2027-01-23',
      '2027-01-24,2027-02-13',
      '2027-02-14,2027-02-28',
    ]);
    expect(fechasDeRango(RANGO_TODOS, '2026-03-01')).to.equal('2025-12-31,2026-04-30');
  });

  it('offers the classic layout every window after Todos, and names each range', () => {
    expect(RANGOS_CLASICOS.map((r) => r.clave)).to.deep.equal(['todos', '<', '0', '5', '15', '30', '45']);
    expect(ventana('15')).to.include({ desde: 10, hasta: 24 });
    expect(RANGOS_CLASICOS.map(descripcionDeRango)).to.deep.equal([
      'De hace 60 días a dentro de 60 días',
      'Vencidos hace 1 a 60 días',
      'Vencen en 0 a 3 días',
      'Vencen en 4 a 9 días',
      'Vencen en 10 a 24 días',
      'Vencen en 25 a 45 días',
      'Vencen en 46 a 60 días',
    ]);
  });

  it('labels each button with its real range of days, and reaches every overdue receipt however old', () => {
    expect(RANGOS_PRINCIPALES.map((r) => etiquetaDeRango(r))).to.deep.equal([
      'Vencidos 1–60 días',
      '0–3 días',
      '4–9 días',
      '10–24 días',
      '25–45 días',
      '46–60 días',
      'Todos los vencidos',
    ]);
    expect(etiquetaDeRango(RANGO_VENCIDOS, 'Todas las vencidas')).to.equal('Todas las vencidas');
    expect(etiquetaDeRango(RANGO_TODOS)).to.equal('Todos');
    expect(descripcionDeRango(RANGO_VENCIDOS)).to.equal('Vencidos hace 1 día o más');
    expect(filtroDeRango('fecVence', RANGO_VENCIDOS, '2026-03-01')).to.deep.equal({ 'fecVence[le]': '2026-02-28' });
    expect(filtroDeRango('fecVence', ventana('30'), '2026-03-01')).to.deep.equal({ 'fecVence[bw]': '2026-03-26,2026-04-15' });
    expect([rangoPrincipal('vencidos'), rangoPrincipal('30')?.desde, rangoPrincipal('x'), rangoPrincipal(null)]).to.deep.equal([RANGO_VENCIDOS, 25, undefined, undefined]);
  });
});
