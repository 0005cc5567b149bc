import { expect } from 'chai';
import fc from 'fast-check';
import { enmascarar, leerIntegracion, validarTodoist } from './integraciones.ts';

const parametros = (token: string, dias?: string) => [
  { parametro: 'token', valor: token, sensible: true },
  ...(dias === undefined ? [] : [{ parametro: 'diasRenovacion', valor: dias, sensible: false }]),
];

/** The Todoist form's rules (spec 01 §5: "Integration: token required"), as the form and the server run them. */
describe('integraciones: reglas del formulario de Todoist', () => {
  it('shows only the last four characters of a saved secret', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 12, maxLength: 80 }), (token) => {
        const visible = enmascarar(token);
        expect(visible).to.equal(`••••••••${token.slice(-4)}`);
        expect(visible).to.not.include(token.slice(0, -4));
      }),
    );
  });

  it('requires the token unless one is saved, and refuses spaces in it', () => {
    expect(validarTodoist(parametros(''), false)).to.deep.include({ ok: false, errors: { token: 'El token es obligatorio' } });
    expect(validarTodoist(parametros(''), true)).to.deep.equal({ ok: true, value: { token: null, diasRenovacion: 30 } });
    expect(validarTodoist(parametros(' abc123 '), false)).to.deep.equal({ ok: true, value: { token: 'abc123', diasRenovacion: 30 } });
    expect(validarTodoist(parametros('abc 123'), false)).to.deep.include({ ok: false });
  });

  it('takes 0 to 180 renewal days, whole numbers only', () => {
    expect(validarTodoist(parametros('t', '0'), false)).to.deep.include({ ok: true });
    expect(validarTodoist(parametros('t', '180'), false)).to.deep.include({ ok: true });
    for (const dias of ['181', '-1', '1.5', 'diez', '']) {
      expect(validarTodoist(parametros('t', dias), false), dias).to.deep.include({
        ok: false,
        errors: { diasRenovacion: 'Los días antes del fin de vigencia deben ser un número entre 0 y 180' },
      });
    }
  });

  it('reads only payloads shaped as POST /integraciones', () => {
    expect(leerIntegracion({ aplicacion: 'TODOIST', parametros: parametros('t', '5') })).to.deep.equal({ aplicacion: 'TODOIST', parametros: parametros('t', '5') });
    for (const malo of [null, 'x', { aplicacion: 'OTRA', parametros: [] }, { aplicacion: 'TODOIST' }, { aplicacion: 'TODOIST', parametros: [{ parametro: 1 }] }]) {
      expect(leerIntegracion(malo), JSON.stringify(malo)).to.equal(null);
    }
  });
});
