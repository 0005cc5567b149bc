import { expect } from 'chai';
import { RANGO_VENCIDOS, ventana } from '../shared/ventanas.ts';
import { consultaPolizas, consultaRecibos } from './consultas.ts';

describe('cobranza: consultas de recibos y pólizas', () => {
  const base = { rango: ventana('0'), hoy: '2026-01-30', orden: 'asc' as const, page: 1, size: 100 };

  it('asks for pending receipts of vigente policies due in the window, like the summary counts them', () => {
    expect(consultaRecibos(base)).to.deep.equal({
      'fecVence[bw]': '2026-01-30,2026-02-02',
      status: 'PENDIENTE',
      polizaStatus: 'vigente',
      order: 'fecVence asc',
      page: 1,
      size: 100,
    });
  });

  it('adds the list search on the chosen field, trimmed, and nothing for an empty text', () => {
    const lista = { ...base, orden: 'desc' as const, page: 3, size: 10 };
    expect(consultaRecibos({ ...lista, campo: 'cliente', texto: ' zamora ' })).to.include({ 'cliente_nombre[cn]': 'zamora', order: 'fecVence desc', page: 3, size: 10 });
    expect(consultaRecibos({ ...lista, campo: 'poliza', texto: 'P-1' })).to.include({ 'poliza_noPoliza[cn]': 'P-1' });
    expect(consultaRecibos({ ...lista, campo: 'aseguradora', texto: 'gnp' })).to.include({ 'aseguradora_abreviacion[cn]': 'gnp' });
    expect(Object.keys(consultaRecibos({ ...lista, campo: 'cliente', texto: '  ' })).filter((k) => k.endsWith('[cn]'))).to.deep.equal([]);
  });

  it('asks for vigente policies ending in the window; the classic layout only those not yet renewed', () => {
    expect(consultaPolizas({ ...base, campo: 'aseguradora', texto: 'ana' })).to.deep.equal({
      'fechaVigenciaA[bw]': '2026-01-30,2026-02-02',
      status: 'vigente',
      order: 'fechaVigenciaA asc',
      page: 1,
      size: 100,
      'abreviacion[cn]': 'ana',
    });
    expect(consultaPolizas({ ...base, campo: 'cliente', texto: 'ana' })).to.include({ 'nombre[cn]': 'ana' });
    expect(consultaPolizas({ ...base, campo: 'poliza', texto: '7' })).to.include({ 'noPoliza[cn]': '7' });
    expect(consultaPolizas({ ...base, sinRenovar: true })).to.include({ 'polizaIDRenovo[nu]': '' });
  });

  it('asks for every overdue one without a lower end, and for the lines a counter of the summary counted', () => {
    expect(consultaRecibos({ ...base, rango: RANGO_VENCIDOS, ramos: [1, 5] })).to.deep.include({ 'fecVence[le]': '2026-01-29', 'ramo[in]': '1,5', status: 'PENDIENTE' });
    expect(consultaRecibos({ ...base, rango: RANGO_VENCIDOS })).to.not.have.any.keys('fecVence[bw]', 'ramo', 'ramo[in]');
    expect(consultaPolizas({ ...base, ramos: [7], sinRenovar: true })).to.include({ ramo: 7, 'polizaIDRenovo[nu]': '' });
    expect(consultaPolizas({ ...base, ramos: [1, 3, 5, 7] })).to.not.have.any.keys('ramo', 'ramo[in]');
  });
});
