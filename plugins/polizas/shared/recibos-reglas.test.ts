import { expect } from 'chai';
import { RAMO } from '../../catalogos/shared/catalogos.ts';
import { validarCalculoRecibos } from './recibos-calculo.ts';

/** A valid POST /recibos/calcular body. */
const CUERPO = {
  formaPago: 'mensual',
  modelo: RAMO.AUTO,
  fechaVigenciaDe: '2024-01-15',
  fechaVigenciaA: '2025-01-15',
  primaNeta: 12000,
  derecho: 600,
  recargo: -50,
  iva: 0,
  prorratearDerecho: true,
  prorratearRecargo: false,
};

describe('receipt calculation body (validarCalculoRecibos)', () => {
  it('accepts a valid body, reading numbers and flags sent as text and lower-casing the payment form', () => {
    const r = validarCalculoRecibos({ ...CUERPO, formaPago: ' MENSUAL ', modelo: '1', primaNeta: '12000.50', prorratearDerecho: 'true' });
    expect(r.ok).to.equal(true);
    if (r.ok) expect(r.value).to.deep.include({ formaPago: 'mensual', modelo: 1, primaNeta: 12000.5, prorratearDerecho: true });
  });

  it('takes absent derecho, financiamiento and IVA as 0 and absent prorating as off', () => {
    const { derecho, recargo, iva, prorratearDerecho, prorratearRecargo, ...minimo } = CUERPO;
    const r = validarCalculoRecibos(minimo);
    expect(r.ok).to.equal(true);
    if (r.ok) expect(r.value).to.deep.include({ derecho: 0, recargo: 0, iva: 0, prorratearDerecho: false, prorratearRecargo: false });
  });

  it('answers each broken rule with its Spanish message under the field at fault', () => {
    const casos: [Record<string, unknown>, string, string][] = [
      [{ modelo: undefined }, 'modelo', 'El ramo es obligatorio'],
      [{ modelo: 2 }, 'modelo', 'El ramo debe ser uno de: 1, 3, 5, 7'],
      [{ modelo: 'auto' }, 'modelo', 'El ramo debe ser un número entero'],
      [{ formaPago: 'anual' }, 'formaPago', 'La forma de pago debe ser una de: contado, semestral, trimestral, mensual'],
      [{ formaPago: undefined }, 'formaPago', 'La forma de pago es obligatoria'],
      [{ formaPago: '' }, 'formaPago', 'La forma de pago es obligatoria'],
      [{ pagos: 3 }, 'pagos', 'El número de pagos debe ser uno de: 1, 2, 4, 12'],
      [{ pagos: 4 }, 'pagos', 'El número de pagos (4) no corresponde a la forma de pago mensual (12)'],
      [{ fechaVigenciaDe: undefined }, 'fechaVigenciaDe', 'El inicio de vigencia es obligatorio'],
      [{ fechaVigenciaDe: '15/01/2024' }, 'fechaVigenciaDe', 'El inicio de vigencia debe ser una fecha válida (yyyy-MM-dd)'],
      [{ fechaVigenciaA: '' }, 'fechaVigenciaA', 'El fin de vigencia es obligatorio'],
      [{ fechaVigenciaA: '2025-02-30' }, 'fechaVigenciaA', 'El fin de vigencia debe ser una fecha válida (yyyy-MM-dd)'],
      [{ fechaVigenciaA: '2024-01-15' }, 'fechaVigenciaA', 'El fin de vigencia debe ser posterior al inicio'],
      [{ fechaVigenciaA: '2023-06-01' }, 'fechaVigenciaA', 'El fin de vigencia debe ser posterior al inicio'],
      [{ fechaVigenciaA: '2024-01-20' }, 'fechaVigenciaA', 'La vigencia debe durar al menos 12 días para dividirse en 12 recibos'],
      [{ primaNeta: null }, 'primaNeta', 'La prima neta es obligatoria'],
      [{ primaNeta: -1 }, 'primaNeta', 'La prima neta no puede ser negativa'],
      [{ primaNeta: 'mucho' }, 'primaNeta', 'La prima neta debe ser un número'],
      [{ primaNeta: 10.005 }, 'primaNeta', 'La prima neta debe tener como máximo 2 decimales'],
      [{ primaNeta: 1e12 }, 'primaNeta', 'La prima neta debe ser menor o igual a 999999999999.99'],
      [{ derecho: -0.01 }, 'derecho', 'El derecho de póliza no puede ser negativo'],
      [{ iva: -1 }, 'iva', 'El IVA no puede ser negativo'],
      [{ recargo: -1e12 }, 'recargo', 'El financiamiento debe ser mayor o igual a -999999999999.99'],
      [{ primaTotal: -1 }, 'primaTotal', 'La prima total no puede ser negativa'],
      [{ primaTotal: 1 }, 'primaTotal', 'La prima total debe ser igual a prima neta + derecho + financiamiento + IVA ($14,558.00)'],
      [{ primaPrimerRecibo: -5 }, 'primaPrimerRecibo', 'La prima del primer recibo no puede ser negativa'],
      [{ primaPrimerRecibo: 12000.01 }, 'primaPrimerRecibo', 'La prima del primer recibo no puede ser mayor que la prima neta ($12,000.00)'],
      [{ primaSubsecuenteRecibo: -5 }, 'primaSubsecuenteRecibo', 'La prima de los recibos subsecuentes no puede ser negativa'],
      [{ primaSubsecuenteRecibo: 1100 }, 'primaSubsecuenteRecibo', 'La prima de los recibos subsecuentes (11 × $1,100.00) no puede ser mayor que la prima neta ($12,000.00)'],
      [
        { primaPrimerRecibo: 1500, primaSubsecuenteRecibo: 1000 },
        'primaSubsecuenteRecibo',
        'La prima del primer recibo más la de los 11 recibos subsecuentes debe ser igual a la prima neta ($12,000.00)',
      ],
      [{ prorratearDerecho: 'si' }, 'prorratearDerecho', 'Prorratear derecho debe ser verdadero o falso'],
      [{ prorratearRecargo: 1 }, 'prorratearRecargo', 'Prorratear financiamiento debe ser verdadero o falso'],
    ];
    for (const [cambio, campo, mensaje] of casos) {
      const r = validarCalculoRecibos({ ...CUERPO, ...cambio });
      expect(r.ok, mensaje).to.equal(false);
      if (!r.ok) {
        expect(r.message).to.equal(mensaje);
        expect(r.errors[campo], mensaje).to.equal(mensaje);
      }
    }
  });

  it('refuses a body that is not an object', () => {
    for (const cuerpo of [null, [], 'mensual']) expect(validarCalculoRecibos(cuerpo)).to.deep.include({ ok: false, message: 'El ramo es obligatorio' });
  });
});
