import { expect } from 'chai';
import type { WebPlugin } from '../../web/src/plugins/contract.ts';
import { collectDialogs } from '../../web/src/plugins/dialogs.ts';

const contenido = async () => ({ default: () => null });

/** Dialogs one plugin lends to the others (docs/adr/014-web-contribuciones.md). */
describe('web plugin dialogs', () => {
  it('finds every contributed dialog by its id', () => {
    const clientes: WebPlugin = { id: 'clientes', dialogs: [{ id: 'clientes.captura', title: 'Captura de Cliente', permiso: 'CLIENTES_W', load: contenido }] };
    const otro: WebPlugin = { id: 'prospectos', dialogs: [{ id: 'prospectos.captura', title: 'Prospecto', load: contenido }] };
    const dialogs = collectDialogs([{ id: 'core' }, clientes, otro]);
    expect([...dialogs.keys()]).to.deep.equal(['clientes.captura', 'prospectos.captura']);
    expect(dialogs.get('clientes.captura')).to.include({ title: 'Captura de Cliente', permiso: 'CLIENTES_W' });
  });

  it('refuses two dialogs on one id', () => {
    const a: WebPlugin = { id: 'a', dialogs: [{ id: 'clientes.captura', title: 'A', load: contenido }] };
    const b: WebPlugin = { id: 'b', dialogs: [{ id: 'clientes.captura', title: 'B', load: contenido }] };
    expect(() => collectDialogs([a, b])).to.throw('El diálogo clientes.captura está declarado por "a" y por "b"');
  });
});
