import { expect } from 'chai';
import { validate } from '../../../core/shared/validation.ts';
import { RAMO } from '../../../plugins/catalogos/shared/catalogos.ts';
import {
  claveCubreRamo,
  claveSchema,
  comisionDeClave,
  MENSAJES_CLAVES,
  pideSincronizacion,
  ramoClaveDe,
  type OpcionesSchemaClave,
} from '../../../plugins/polizas/shared/claves.ts';

/** The agent-key rules shared by the form, the API and the policy wizard (spec 02 §4, §5). */
describe('polizas: reglas de claves de agente', () => {
  const comisiones = { comisionVida: 10, comisionAutos: 12.5, comisionSalud: 0, comisionDiversos: 100 };

  it('gives the default commission of the policy line by RAMO id', () => {
    expect(comisionDeClave(comisiones, RAMO.VIDA)).to.equal(10);
    expect(comisionDeClave(comisiones, RAMO.AUTO)).to.equal(12.5);
    expect(comisionDeClave(comisiones, RAMO.SALUD)).to.equal(0);
    expect(comisionDeClave(comisiones, RAMO.DIVERSOS)).to.equal(100);
    expect(comisionDeClave(comisiones, 2)).to.equal(0);
  });

  it('tells whether a key serves a line', () => {
    const clave = { vida: true, autos: false, salud: true, diversos: false };
    expect([RAMO.AUTO, RAMO.SALUD, RAMO.VIDA, RAMO.DIVERSOS, 9].map((r) => claveCubreRamo(clave, r))).to.deep.equal([false, true, true, false, false]);
    expect(ramoClaveDe(RAMO.AUTO)).to.equal('autos');
    expect(ramoClaveDe(4)).to.equal(undefined);
  });

  const base = { aseguradoraId: 4, clave: 'A123', terminos: true };
  const mensaje = (input: unknown, opciones: OpcionesSchemaClave = { sincronizacion: false }) => {
    const r = validate(claveSchema(opciones), input);
    return r.ok ? null : r.message;
  };

  it('accepts the minimal key and keeps the password exactly as typed', () => {
    expect(mensaje(base)).to.equal(null);
    const r = validate(claveSchema({ sincronizacion: true }), { ...base, sincronizacion: true, portalClave: ' usuario ', portalPassword: ' con espacios ' });
    expect(r.ok && r.value).to.include({ portalClave: 'usuario', portalPassword: ' con espacios ' });
  });

  it('reports every rule of spec 02 §5 with its message', () => {
    expect(mensaje({ ...base, aseguradoraId: '' })).to.equal(MENSAJES_CLAVES.aseguradoraObligatoria);
    expect(mensaje({ ...base, clave: ' ' })).to.equal(MENSAJES_CLAVES.claveObligatoria);
    expect(mensaje({ ...base, clave: 'X'.repeat(16) })).to.equal('La clave debe tener como máximo 15 caracteres');
    expect(mensaje({ ...base, vida: false, autos: false, salud: false, diversos: false })).to.equal(MENSAJES_CLAVES.sinRamo);
    expect(mensaje({ ...base, vida: false, autos: 'false', salud: false })).to.equal(null);
    expect(mensaje({ ...base, comisionVida: '101' })).to.equal('La comisión de Vida debe ser menor o igual a 100');
    expect(mensaje({ ...base, comisionAutos: -1 })).to.equal('La comisión de Autos debe ser mayor o igual a 0');
    expect(mensaje({ ...base, comisionSalud: '1e2' })).to.equal('La comisión de Salud solo admite dígitos');
    expect(mensaje({ ...base, comisionDiversos: '12.5' })).to.equal('La comisión de Diversos debe ser un número entero');
    expect(mensaje({ ...base, portalClave: 'u'.repeat(101) })).to.equal('El usuario del portal debe tener como máximo 100 caracteres');
    expect(mensaje({ ...base, portalPassword: 'p'.repeat(101) })).to.equal('La contraseña del portal debe tener como máximo 100 caracteres');
    expect(mensaje({ ...base, terminos: false })).to.equal(MENSAJES_CLAVES.terminos);
    expect(mensaje({ ...base, terminos: undefined })).to.equal(MENSAJES_CLAVES.terminos);
  });

  it('requires the portal user and password only with sync, the password only when none is stored', () => {
    const sync = { ...base, sincronizacion: true };
    expect(mensaje(sync, { sincronizacion: true })).to.equal(MENSAJES_CLAVES.portalClaveObligatoria);
    expect(mensaje({ ...sync, portalClave: 'u' }, { sincronizacion: true })).to.equal(MENSAJES_CLAVES.portalPasswordObligatoria);
    expect(mensaje({ ...sync, portalClave: 'u' }, { sincronizacion: true, passwordGuardado: true })).to.equal(null);
    expect(pideSincronizacion(sync)).to.equal(true);
    expect(pideSincronizacion({ sincronizacion: 'true' })).to.equal(true);
    expect(pideSincronizacion({ sincronizacion: 'si' })).to.equal(false);
    expect(pideSincronizacion(null)).to.equal(false);
  });
});
