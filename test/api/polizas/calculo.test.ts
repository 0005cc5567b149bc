import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** Offsets saved by the agent, ids 1–8: Auto, Salud, Vida, Diversos × (first, subsequent). */
const DESFASES = [10, -5, 20, 3, 0, 7, 45, -15];

/** An Auto policy from 15 January 2024 for one year. */
const POLIZA = {
  formaPago: 'contado',
  modelo: 1,
  pagos: null,
  fechaVigenciaDe: '2024-01-15',
  fechaVigenciaA: '2025-01-15',
  primaNeta: 12000,
  derecho: 600,
  recargo: 0,
  iva: 0,
  primaTotal: 14616,
  primaPrimerRecibo: null,
  primaSubsecuenteRecibo: null,
  prorratearDerecho: true,
  prorratearRecargo: false,
};

interface Recibo {
  serie: number;
  totalSerie: number;
  prima: number;
  derecho: number;
  recargo: number;
  iva: number;
  total: number;
  fecVigDe: string;
  fecVigA: string;
  fecVence: string;
}

const centavos = (recibos: Recibo[], k: 'prima' | 'derecho' | 'iva' | 'total') => recibos.reduce((s, r) => s + Math.round(r[k] * 100), 0);

describe('receipt calculation API (POST /recibos/calcular)', () => {
  let server: TestServer;
  let agente: Cuenta;
  const calcular = (cambios: Record<string, unknown> = {}, cuenta: Cuenta = agente) => server.api('POST', '/recibos/calcular', { ...POLIZA, ...cambios }, cuenta.auth);

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    const guardado = await server.api(
      'POST',
      '/parametros',
      DESFASES.map((valor, i) => ({ parametroId: i + 1, tipoValor: 'entero', valor })),
      agente.auth,
    );
    expect(guardado.body.ok).to.equal(true);
  });
  after(() => server.close());

  it('contado: one receipt with the whole policy, due the first-receipt offset after the start', async () => {
    const res = await calcular();
    expect(res.status).to.equal(200);
    expect(res.body.ok).to.equal(true);
    expect(res.body.body).to.deep.equal([
      {
        serie: 1,
        totalSerie: 1,
        prima: 12000,
        derecho: 600,
        recargo: 0,
        iva: 2016,
        total: 14616,
        fecVigDe: '2024-01-15',
        fecVigA: '2025-01-15',
        fecVence: '2024-01-25',
        fecPago: null,
        folioPago: null,
        status: 'pendiente',
      },
    ]);
  });

  it('every payment form: its number of receipts, consecutive periods, sums to the policy, the agent offsets', async () => {
    const formas = [
      ['semestral', ['2024-01-15', '2024-07-15']],
      ['trimestral', ['2024-01-15', '2024-04-15', '2024-07-15', '2024-10-15']],
      ['mensual', Array.from({ length: 12 }, (_, k) => `2024-${String(k + 1).padStart(2, '0')}-15`)],
    ] as const;
    for (const [formaPago, inicios] of formas) {
      const res = await calcular({ formaPago });
      expect(res.status, formaPago).to.equal(200);
      const recibos: Recibo[] = res.body.body;
      expect(recibos.map((r) => r.fecVigDe)).to.deep.equal(inicios);
      expect(recibos.map((r) => r.fecVigA)).to.deep.equal([...inicios.slice(1), '2025-01-15']);
      expect(recibos.map((r) => [r.serie, r.totalSerie])).to.deep.equal(inicios.map((_, k) => [k + 1, inicios.length]));
      expect([centavos(recibos, 'prima'), centavos(recibos, 'derecho'), centavos(recibos, 'iva'), centavos(recibos, 'total')]).to.deep.equal([1200000, 60000, 201600, 1461600]);
      expect(recibos[0].fecVence).to.equal('2024-01-25');
      expect(recibos[1].fecVence).to.equal(`${inicios[1].slice(0, 8)}10`); // the 15th minus 5 days
    }
  });

  it("uses each line's own offsets, and 30 days for an agent that never saved any", async () => {
    const lineas = [
      [3, '2024-02-04', '2024-07-18'],
      [5, '2024-01-15', '2024-07-22'],
      [7, '2024-02-29', '2024-06-30'],
    ] as const;
    for (const [modelo, primero, subsecuente] of lineas) {
      const recibos: Recibo[] = (await calcular({ modelo, formaPago: 'semestral', primaTotal: null })).body.body;
      expect(
        recibos.map((r) => r.fecVence),
        String(modelo),
      ).to.deep.equal([primero, subsecuente]);
    }
    const otro = await crearAgente(server);
    expect((await calcular({ formaPago: 'semestral' }, otro)).body.body.map((r: Recibo) => r.fecVence)).to.deep.equal(['2024-02-14', '2024-08-14']);
  });

  it("Vida: spreads the IVA entered by hand; the first receipt's amount leaves the rest to the others", async () => {
    const vida: Recibo[] = (await calcular({ modelo: 5, formaPago: 'trimestral', derecho: 0, iva: 100, primaTotal: 12100 })).body.body;
    expect(vida.map((r) => r.iva)).to.deep.equal([25, 25, 25, 25]);
    const primero: Recibo[] = (await calcular({ formaPago: 'trimestral', derecho: 0, primaPrimerRecibo: 3000.01, primaTotal: null })).body.body;
    expect(primero.map((r) => r.prima)).to.deep.equal([3000.01, 3000.01, 2999.99, 2999.99]);
    const subsecuente: Recibo[] = (await calcular({ formaPago: 'trimestral', primaSubsecuenteRecibo: 2000 })).body.body;
    expect(subsecuente.map((r) => r.prima)).to.deep.equal([6000, 2000, 2000, 2000]);
  });

  it('answers 400 with the Spanish message and the field for an invalid body', async () => {
    const casos: [Record<string, unknown>, string, string][] = [
      [{ modelo: null }, 'modelo', 'El ramo es obligatorio'],
      [{ formaPago: 'bimestral' }, 'formaPago', 'La forma de pago debe ser una de: contado, semestral, trimestral, mensual'],
      [{ formaPago: null }, 'formaPago', 'La forma de pago es obligatoria'],
      [{ formaPago: 'mensual', pagos: 2 }, 'pagos', 'El número de pagos (2) no corresponde a la forma de pago mensual (12)'],
      [{ fechaVigenciaDe: '2024-13-01' }, 'fechaVigenciaDe', 'El inicio de vigencia debe ser una fecha válida (yyyy-MM-dd)'],
      [{ fechaVigenciaA: undefined }, 'fechaVigenciaA', 'El fin de vigencia es obligatorio'],
      [{ fechaVigenciaA: '2024-01-01' }, 'fechaVigenciaA', 'El fin de vigencia debe ser posterior al inicio'],
      [{ formaPago: 'mensual', fechaVigenciaA: '2024-01-20' }, 'fechaVigenciaA', 'La vigencia debe durar al menos 12 días para dividirse en 12 recibos'],
      [{ primaNeta: '' }, 'primaNeta', 'La prima neta es obligatoria'],
      [{ primaNeta: -100 }, 'primaNeta', 'La prima neta no puede ser negativa'],
      [{ primaNeta: 100.123 }, 'primaNeta', 'La prima neta debe tener como máximo 2 decimales'],
      [{ derecho: -1 }, 'derecho', 'El derecho de póliza no puede ser negativo'],
      [{ iva: -1 }, 'iva', 'El IVA no puede ser negativo'],
      [{ primaTotal: 15000 }, 'primaTotal', 'La prima total debe ser igual a prima neta + derecho + financiamiento + IVA ($14,616.00)'],
      [{ formaPago: 'semestral', primaPrimerRecibo: 12000.5 }, 'primaPrimerRecibo', 'La prima del primer recibo no puede ser mayor que la prima neta ($12,000.00)'],
      [
        { formaPago: 'trimestral', primaSubsecuenteRecibo: 4000.01 },
        'primaSubsecuenteRecibo',
        'La prima de los recibos subsecuentes (3 × $4,000.01) no puede ser mayor que la prima neta ($12,000.00)',
      ],
      [{ prorratearDerecho: 'a veces' }, 'prorratearDerecho', 'Prorratear derecho debe ser verdadero o falso'],
    ];
    for (const [cambios, campo, mensaje] of casos) {
      const res = await calcular(cambios);
      expect(res.status, mensaje).to.equal(400);
      expect(res.body.ok).to.equal(false);
      expect(res.body.message).to.equal(mensaje);
      expect(res.body.body.errors[campo], mensaje).to.equal(mensaje);
    }
    const lista = await server.api('POST', '/recibos/calcular', [POLIZA], agente.auth);
    expect([lista.status, lista.body.message]).to.deep.equal([400, 'El ramo es obligatorio']);
  });

  it('needs a token (401) and POLIZAS_W (403); a sub-user with it gets the agent offsets', async () => {
    expect((await server.api('POST', '/recibos/calcular', POLIZA)).status).to.equal(401);
    const lector = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_R', 'ROLE_CONFIG']);
    expect((await calcular({}, lector)).status).to.equal(403);
    const capturista = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_W']);
    const res = await calcular({}, capturista);
    expect(res.status).to.equal(200);
    expect(res.body.body[0].fecVence).to.equal('2024-01-25');
  });
});
