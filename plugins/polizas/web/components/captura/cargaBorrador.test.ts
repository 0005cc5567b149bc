import { expect } from 'chai';
import type { Poliza } from '../../../shared/polizas.ts';
import { borradorSlice, capturaActions as a } from './borradorSlice.ts';
import { borradorDePoliza, decidirCarga, ESTADO_PASO, pasoDeRuta, regresoDe, rutaDePaso } from './cargaBorrador.ts';
import { payloadDeBorrador, validarEnvio, validarGenerales } from './envioBorrador.ts';

const recibo = (serie: number, fecVigDe: string, fecVigA: string, status: Poliza['recibos'][number]['status']): Poliza['recibos'][number] => ({
  id: 100 + serie,
  polizaId: 5,
  serie,
  totalSerie: 2,
  fecVigDe,
  fecVigA,
  fecVence: fecVigDe,
  prima: 500,
  derecho: 0,
  recargo: 0,
  iva: 80,
  total: 580,
  comision: 50,
  ajuste: 0,
  fecPago: status === 'pagado' ? fecVigDe : null,
  folioPago: status === 'pagado' ? 'F1' : null,
  tipoCambio: null,
  observacion: null,
  status,
  folioAseguradora: null,
  fecConciliacion: null,
  folioConciliacion: null,
  moneda: { id: 1, moneda: 'Peso mexicano', abreviacion: 'MXN' },
});

const poliza: Poliza = {
  id: 5,
  status: 'vigente',
  noPoliza: 'P-9',
  concepto: 'Gastos médicos',
  paquete: 'Plata',
  ramo: { id: 3, ramo: 'Salud', modelo: 3 },
  cliente: { id: 9, nombres: 'Ana', apPat: 'Gómez', apMat: 'Ruiz', rfc: 'GORA850412AB1', fiscal: 'fisica', esRobot: false, correos: [] },
  vendedor: null,
  direccion: { direccion: null },
  moneda: { id: 1, moneda: 'Peso mexicano', abreviacion: 'MXN' },
  vehiculo: null,
  asegurados: [{ id: 31, parentesco: 'titular', nombres: 'Ana', apPat: 'Gómez', apMat: 'Ruiz', fecNacimiento: '1985-04-12', rfc: null, genero: 'mujer' }],
  texto: null,
  prima: 1000,
  derecho: 0,
  recargo: 0,
  iva: 160,
  total: 1160,
  porcentajeComision: 10,
  comisiones: 100,
  fechaVigenciaDe: '2025-02-28',
  fechaVigenciaA: '2026-02-28',
  fecha: '2025-02-20 10:00:00',
  formaPago: 'semestral',
  conducto: 'CXC',
  conductoDescripcion: null,
  agenteClave: { id: 7, clave: 'K7', aseguradora: { id: 1, aseguradora: 'Aseguradora 1', abreviacion: 'A1', logoBco: null } },
  esRobot: false,
  polizaIDRenovo: null,
  renuevaA: null,
  caratula: null,
  recibos: [recibo(1, '2025-02-28', '2025-08-28', 'pagado'), recibo(2, '2025-08-28', '2026-02-28', 'vencido')],
};

describe('captura de póliza: carga y envío del borrador', () => {
  it('starts new, loads or keeps the draft depending on how the wizard is reached', () => {
    const renovar = { action: 'renovar', polizaId: 5 };
    expect(decidirCarga('nuevo', null, null)).to.deep.equal({ tipo: 'nuevo' });
    expect(decidirCarga('nuevo', null, 'editar:5')).to.deep.equal({ tipo: 'nuevo' });
    expect(decidirCarga('nuevo', null, 'nuevo'), 'an unfinished new policy is kept').to.deep.equal({ tipo: 'conservar' });
    expect(decidirCarga('nuevo', renovar, 'nuevo')).to.deep.equal({ tipo: 'cargar', id: 5, modo: 'renovar' });
    expect(decidirCarga('nuevo', ESTADO_PASO, 'renovar:5')).to.deep.equal({ tipo: 'conservar' });
    expect(decidirCarga('5', null, 'editar:5'), 'arriving from elsewhere reads it again').to.deep.equal({ tipo: 'cargar', id: 5, modo: 'editar' });
    expect(decidirCarga('5', ESTADO_PASO, 'editar:5')).to.deep.equal({ tipo: 'conservar' });
    expect(decidirCarga('5', ESTADO_PASO, 'editar:6')).to.deep.equal({ tipo: 'cargar', id: 5, modo: 'editar' });
    expect([decidirCarga('0', null, null), decidirCarga('x', null, null)]).to.deep.equal([{ tipo: 'invalida' }, { tipo: 'invalida' }]);
  });

  it('leads the back arrow to the renewal’s backUrl when it is a path of Cartera, else to /polizas', () => {
    expect(regresoDe({ action: 'renovar', polizaId: 5, backUrl: '/renovaciones' })).to.equal('/renovaciones');
    expect(regresoDe({ ...ESTADO_PASO, backUrl: '/poliza/5' })).to.equal('/poliza/5');
    for (const estado of [null, undefined, {}, { backUrl: 'https://otro.example/x' }, { backUrl: '//otro.example' }, { backUrl: '/\\otro' }, { backUrl: 5 }]) {
      expect(regresoDe(estado), JSON.stringify(estado)).to.equal('/polizas');
    }
  });

  it('gives each step of the line its address', () => {
    expect([0, 1, 2, 3].map((i) => rutaDePaso('nuevo', 'salud', i))).to.deep.equal([
      '/polizas/nuevo',
      '/polizas/nuevo/asegurados',
      '/polizas/nuevo/primas',
      '/polizas/nuevo/recibos',
    ]);
    expect([pasoDeRuta('autos', 'vehiculo'), pasoDeRuta('vida', 'vehiculo'), pasoDeRuta('vida', ''), pasoDeRuta('diversos', 'recibos')]).to.deep.equal([1, -1, 0, 3]);
  });

  it('loads a policy to edit with its receipts, every step reachable and the smart calculation off', () => {
    const b = borradorDePoliza(poliza, 'editar');
    expect([b.clave, b.newType, b.ramoBlocked, b.smartReciboCalculate, b.stepper.lastStep]).to.deep.equal(['editar:5', 'salud', true, false, 3]);
    expect(b.generales).to.include({ polizaId: 5, polizaIDRenovo: null, fechaVigenciaDe: '2025-02-28', claveAgente: 7, aseguradoraId: 1, formaPago: 'semestral' });
    expect([b.generales.cliente, b.generales.vendedor]).to.deep.equal([{ id: 9, nombre: 'Ana Gómez Ruiz' }, null]);
    expect(b.recibos.map((r) => [r.id, r.status])).to.deep.equal([
      [101, 'pagado'],
      [102, 'vencido'],
    ]);
    expect(b.recibosPagados).to.deep.equal([101]);
    expect(b.asegurados[0]).to.include({ id: 31, rfc: '', expanded: false });
    expect(validarEnvio(b).ok, JSON.stringify(validarEnvio(b))).to.equal(true);
  });

  it('loads a renewal a year later, without receipts, as a new policy renewing the original', () => {
    const b = borradorDePoliza(poliza, 'renovar');
    expect([b.clave, b.smartReciboCalculate, b.recibos.length]).to.deep.equal(['renovar:5', true, 0]);
    expect(b.generales).to.include({ polizaId: null, polizaIDRenovo: 5, fechaVigenciaDe: '2026-02-28', fechaVigenciaA: '2027-02-28' });
    expect(b.asegurados[0].id).to.equal(null);
    expect(payloadDeBorrador(b)).to.include({ polizaIDRenovo: 5, ramo: 3, status: 'vigente', serie: 0 });
  });

  it('lets a policy share its number with its renewal chain: the renewed original, or what an edited one renews and is renewed by', () => {
    expect(borradorDePoliza(poliza, 'renovar').generales.vinculadas).to.deep.equal([5]);
    expect(borradorDePoliza(poliza, 'editar').generales.vinculadas).to.deep.equal([]);
    expect(borradorDePoliza({ ...poliza, renuevaA: 3, polizaIDRenovo: 8 }, 'editar').generales.vinculadas).to.deep.equal([3, 8]);
  });

  it('sends the save payload the API validates: the line’s own part only', () => {
    let b = borradorSlice.reducer(undefined, a.iniciado('2026-01-15'));
    expect(validarGenerales(b)).to.deep.include({ ok: false, message: 'El contratante es obligatorio' });
    b = [
      a.generalesCambiados({ cliente: { id: 9, nombre: 'Ana Gómez' }, claveAgente: 7, formaPago: 'contado', noPoliza: 'x-1', concepto: 'Auto', paquete: 'Amplia' }),
      a.vehiculoCambiado({ modelo: 2024, descripcion: 'NISSAN VERSA', noSerie: '3N1CN8AE1RL800001' }),
      a.montoCambiado({ campo: 'prima', valor: 1000 }),
      a.recibosCargados([{ ...recibo(1, '2026-01-15', '2027-01-15', 'pendiente'), id: null, prima: 1000, iva: 160, total: 1160 }]),
    ].reduce(borradorSlice.reducer, b);
    expect(validarGenerales(b).ok).to.equal(true);
    const payload = payloadDeBorrador(b);
    expect(payload).to.deep.include({ clienteId: 9, noPoliza: 'X-1', asegurados: [], fecVence: '2026-01-15', conducto: 'CXC' });
    expect(payload.vehiculo).to.include({ descripcion: 'NISSAN VERSA', placas: null });
    expect(validarEnvio(b).ok, JSON.stringify(validarEnvio(b))).to.equal(true);
  });
});
