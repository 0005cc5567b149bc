import { expect } from 'chai';
import type { DuenoConPagina } from '../../plugins/crm/shared/duenos.ts';
import { duenoDeParams } from '../../plugins/crm/web/components/duenoDeParams.ts';

/** The owner the dialogs 'crm.bitacora' and 'crm.adjuntos' receive from their caller (docs/adr/014-web-contribuciones.md). */
describe('crm: dueño de los diálogos de bitácora y adjuntos', () => {
  // What polizas' web plugin contributes to DUENOS_CON_PAGINA (plugins/polizas/web/index.ts).
  const conPagina: DuenoConPagina[] = [
    { clave: 'polizaId', entidad: 'polizas', volver: () => '/polizas' },
    { clave: 'reciboId', entidad: 'recibos', volver: () => '/polizas' },
  ];

  it('takes a known kind and a positive id', () => {
    const dueno = duenoDeParams({ entidad: 'polizas', id: 7 }, conPagina);
    expect(dueno?.id).to.equal(7);
    expect(dueno?.dueno).to.include({ entidad: 'polizas', clave: 'polizaId' });
    expect(duenoDeParams({ entidad: 'recibos', id: 3 }, conPagina)?.dueno.clave).to.equal('reciboId');
  });

  it('names no owner for anything else, as the route does', () => {
    for (const params of [
      undefined,
      null,
      'polizas',
      {},
      { entidad: 'polizas' },
      { entidad: 'facturas', id: 1 },
      { entidad: 'polizas', id: 0 },
      { entidad: 'polizas', id: 1.5 },
      { entidad: 'polizas', id: '7' },
    ]) {
      expect(duenoDeParams(params, conPagina), JSON.stringify(params)).to.equal(null);
    }
  });
});
