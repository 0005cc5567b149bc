import { expect } from 'chai';
import type { Cuenta } from '../../helpers/accounts.ts';
import { crearCliente, diaDesdeHoy } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';
import { conCartera, crearCotizacion, datosCotizacion, leerCotizacion, type CarteraDeCotizaciones } from './datos.ts';

/** Issue 14, quotations (spec 03 §3, §5, §7, §8): save, read, list, validation, ramo lock, delete. */
describe('cotizaciones: registro, detalle, lista y validación', () => {
  const suite = conCartera();
  let server: TestServer;
  let agente: Cuenta;
  let c: CarteraDeCotizaciones;
  before(() => ({ server, agente, c } = suite));

  const api = (method: string, path: string, body?: unknown) => server.api(method, path, body, agente.auth);

  it('saves a quotation with two proposals from templates and answers it whole, plans computed in cents', async () => {
    const id = await crearCotizacion(server, agente, await datosCotizacion(server, agente, c));
    const q = await leerCotizacion(server, agente, id);
    expect(q).to.deep.include({
      id,
      ramo: 1,
      clienteId: c.clienteId,
      prospectoId: null,
      status: 'captura',
      fecVencimiento: diaDesdeHoy(7),
      fechaEnvio: null,
      fechaVista: null,
      aceptacion: null,
    });
    expect(q.uuid).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(q.noCotizacion).to.be.a('number').above(0);
    expect(q.cliente).to.deep.include({ apPat: 'Gómez', apMat: 'Ruiz' });
    expect(q.vehiculos).to.deep.equal([{ descripcion: 'NISSAN VERSA ADVANCE', modelo: '2023' }]);
    expect(q.asegurados).to.deep.equal([]);
    expect(q.items).to.have.length(2);
    const [primera, segunda] = q.items;
    expect(primera).to.deep.include({
      templateId: c.templates[0],
      aseguradoraId: 1,
      plan: 'Amplia',
      moneda: 'MXN',
      sumaAsegurada: 'Valor comercial',
      deducible: '5% DM',
      coaseguro: null,
    });
    expect(primera.aseguradora).to.have.keys('id', 'aseguradora', 'abreviacion', 'logoM');
    expect(segunda.templateId).to.equal(c.templates[1]);
    expect(primera.planesPago).to.deep.equal([
      { formaPago: 'contado', total: 12000, primaPrimerRecibo: null, primaReciboSub: null, parcialidades: 1 },
      // (12 − 1) × 1000.25 + 1500.50 = 12503.25
      { formaPago: 'mensual', total: 12503.25, primaPrimerRecibo: 1500.5, primaReciboSub: 1000.25, parcialidades: 12 },
    ]);
    expect(q.empresa).to.include({ id: null });
    // Its history starts in its own log (crm).
    const log = await api('GET', `/crm?cotizacionId=${id}`);
    expect(log.status, log.body.message).to.equal(200);
    expect(log.body.body[0].textos[0].texto).to.equal(`Cotización ${q.noCotizacion} registrada`);
  });

  it('lists by expiry with the spec’s filters, paged, never a deleted one', async () => {
    const otroCliente = await crearCliente(server, agente, { nombres: 'Zacarías', apPat: 'Ñúñez' });
    const tarde = await crearCotizacion(server, agente, await datosCotizacion(server, agente, c, { fecVencimiento: diaDesdeHoy(20), clienteId: otroCliente }));
    const pronto = await crearCotizacion(server, agente, await datosCotizacion(server, agente, c, { fecVencimiento: diaDesdeHoy(1) }));
    const lista = await api('GET', '/cotizaciones?page=1&order=fecVencimiento asc');
    expect(lista.status, lista.body.message).to.equal(200);
    expect(lista.body.body).to.include.keys('items', 'totalItems', 'currentPage', 'totalPages', 'pageSize');
    const fechas = lista.body.body.items.map((f: { fecVencimiento: string }) => f.fecVencimiento);
    expect(fechas).to.deep.equal([...fechas].sort());
    expect(lista.body.body.items[0].id).to.equal(pronto);
    expect(lista.body.body.items[0]).to.include({ propuestas: 2, aceptada: false, status: 'captura' });

    const porNombre = await api('GET', `/cotizaciones?nombre[cn]=${encodeURIComponent('zacarias nunez')}`);
    expect(porNombre.body.body.items.map((f: { id: number }) => f.id)).to.deep.equal([tarde]);
    expect(porNombre.body.body.items[0].nombre).to.equal('Zacarías Ñúñez Ruiz');
    const { noCotizacion } = await leerCotizacion(server, agente, tarde);
    const porNumero = await api('GET', `/cotizaciones?noCotizacion[eq]=${noCotizacion}`);
    expect(porNumero.body.body.items.map((f: { id: number }) => f.id)).to.deep.equal([tarde]);
    const porTexto = await api('GET', `/cotizaciones?noPoliza[cn]=${noCotizacion}`);
    expect(porTexto.body.body.items.map((f: { id: number }) => f.id)).to.include(tarde);
    const porStatus = await api('GET', '/cotizaciones?status[eq]=ganada');
    expect(porStatus.body.body.totalItems).to.equal(0);
    const malo = await api('GET', '/cotizaciones?status[eq]=archivada');
    expect(malo.status).to.equal(400);

    expect((await api('DELETE', `/cotizaciones/${tarde}`)).body.message).to.equal('Cotización eliminada correctamente');
    const sinBorrada = await api('GET', '/cotizaciones?size=-1');
    expect(sinBorrada.body.body.items.map((f: { id: number }) => f.id)).not.to.include(tarde);
    expect((await api('GET', `/cotizaciones/${tarde}`)).status).to.equal(404);
    expect((await api('PUT', `/cotizaciones/${tarde}`, await datosCotizacion(server, agente, c))).status).to.equal(404);
    expect((await api('DELETE', `/cotizaciones/${tarde}`)).status).to.equal(404);
  });

  it('answers the spec’s validation messages, each under its field', async () => {
    const base = await datosCotizacion(server, agente, c);
    const item = (base.items as Record<string, unknown>[])[0];
    const conItem = (cambio: Record<string, unknown>) => ({ items: [{ ...item, ...cambio }] });
    const casos: [Record<string, unknown>, string, string][] = [
      [{ ramo: null }, 'ramo', 'El ramo es obligatorio'],
      [{ ramo: 9 }, 'ramo', 'El ramo 9 no es válido'],
      [{ clienteId: null }, 'clienteId', 'Elige el cliente o el prospecto de la cotización'],
      [{ prospectoId: 5 }, 'clienteId', 'La cotización es para un cliente o para un prospecto, no para ambos'],
      [{ correo: '' }, 'correo', 'El correo es obligatorio'],
      [{ correo: 'no-es-correo' }, 'correo', 'El correo no es un correo válido'],
      [{ correo: `${'a'.repeat(196)}@x.mx` }, 'correo', 'El correo debe tener como máximo 200 caracteres'],
      [{ fecVencimiento: '' }, 'fecVencimiento', 'La fecha de vencimiento es obligatoria'],
      [{ fecVencimiento: diaDesdeHoy(-1) }, 'fecVencimiento', 'La fecha de vencimiento no puede ser anterior a hoy'],
      [{ status: '' }, 'status', 'El estatus es obligatorio'],
      [{ vehiculos: [] }, 'vehiculos', 'Captura la descripción y el modelo del vehículo'],
      [{ vehiculos: [{ descripcion: '', modelo: '2020' }] }, 'vehiculos.0.descripcion', 'La descripción del vehículo es obligatoria'],
      [{ vehiculos: [{ descripcion: 'x'.repeat(101), modelo: '2020' }] }, 'vehiculos.0.descripcion', 'La descripción del vehículo debe tener como máximo 100 caracteres'],
      [{ vehiculos: [{ descripcion: 'Versa', modelo: '20' }] }, 'vehiculos.0.modelo', 'El modelo debe ser un año de 4 dígitos'],
      [{ items: [] }, 'items', 'Agrega al menos una propuesta'],
      [conItem({ aseguradoraId: null }), 'items.0.aseguradoraId', 'La aseguradora es obligatoria'],
      [conItem({ plan: '' }), 'items.0.plan', 'El plan es obligatorio'],
      [conItem({ plan: 'x'.repeat(21) }), 'items.0.plan', 'El plan debe tener como máximo 20 caracteres'],
      [conItem({ moneda: '' }), 'items.0.moneda', 'La moneda es obligatoria'],
      [conItem({ sumaAsegurada: '' }), 'items.0.sumaAsegurada', 'La suma asegurada es obligatoria'],
      [conItem({ sumaAsegurada: 'x'.repeat(51) }), 'items.0.sumaAsegurada', 'La suma asegurada debe tener como máximo 50 caracteres'],
      [conItem({ deducible: 'x'.repeat(51) }), 'items.0.deducible', 'El deducible debe tener como máximo 50 caracteres'],
      [conItem({ coberturas: [{ descripcion: 'Robo total', valor: '' }] }), 'items.0.coberturas.0.valor', 'El valor es obligatorio'],
      [conItem({ coberturas: [{ descripcion: 'Robo total', valor: 'x'.repeat(51) }] }), 'items.0.coberturas.0.valor', 'El valor debe tener como máximo 50 caracteres'],
      [
        conItem({ coberturas: [{ descripcion: 'Robo total', valor: '<b>' }] }),
        'items.0.coberturas.0.valor',
        'El valor de la cobertura solo admite letras, números, espacios y los signos $ % , . / - ( )',
      ],
      [conItem({ coberturas: [{ descripcion: '', valor: 'Amparada' }] }), 'items.0.coberturas.0.descripcion', 'La descripción es obligatoria'],
      [conItem({ planesPago: [{ formaPago: 'contado' }] }), 'items.0.planesPago.0.total', 'El total de contado es obligatorio'],
      [conItem({ planesPago: [{ formaPago: 'mensual', primaReciboSub: 10 }] }), 'items.0.planesPago.0.primaPrimerRecibo', 'La prima del primer recibo es obligatoria'],
      [conItem({ planesPago: [{ formaPago: 'trimestral', primaPrimerRecibo: 10 }] }), 'items.0.planesPago.0.primaReciboSub', 'La prima de los recibos subsecuentes es obligatoria'],
      [conItem({ planesPago: [{ formaPago: 'semanal' }] }), 'items.0.planesPago.0.formaPago', 'La forma de pago debe ser uno de: contado, semestral, trimestral, mensual'],
      [conItem({ planesPago: [{ formaPago: 'contado', total: -1 }] }), 'items.0.planesPago.0.total', 'El total no puede ser negativo'],
      [conItem({ planesPago: [{ formaPago: 'contado', total: 1.005 }] }), 'items.0.planesPago.0.total', 'El total debe tener como máximo 2 decimales'],
      [
        conItem({
          planesPago: [
            { formaPago: 'contado', total: 1 },
            { formaPago: 'contado', total: 2 },
          ],
        }),
        'items.0.planesPago',
        'La forma de pago Contado aparece más de una vez en la propuesta',
      ],
    ];
    for (const [cambio, campo, mensaje] of casos) {
      const res = await api('POST', '/cotizaciones', { ...base, ...cambio });
      expect(res.status, JSON.stringify(cambio)).to.equal(400);
      expect(res.body.body.errors[campo], JSON.stringify(res.body.body.errors)).to.equal(mensaje);
    }
    // Not a JSON object at all: a 400, never a 500.
    for (const cuerpo of [[], 'texto', 7]) expect((await api('POST', '/cotizaciones', cuerpo)).status).to.equal(400);
  });

  it('asks each ramo for its own data and clears what the ramo hides', async () => {
    const base = await datosCotizacion(server, agente, c);
    const item = { ...(base.items as Record<string, unknown>[])[0], coaseguro: '10%', copago: '$500', caracteristicas: [{ descripcion: 'Red', valor: 'Amplia' }] };
    const diversos = await api('POST', '/cotizaciones', { ...base, ramo: 7, items: [item] });
    expect(diversos.body.body.errors).to.deep.equal({ texto: 'El detalle del bien es obligatorio' });
    const largo = await api('POST', '/cotizaciones', { ...base, ramo: 7, texto: 'x'.repeat(1501), items: [item] });
    expect(largo.body.body.errors.texto).to.equal('El detalle del bien debe tener como máximo 1500 caracteres');

    const salud = { ...base, ramo: 3, vehiculos: undefined, items: [{ ...item, templateId: null }] };
    expect((await api('POST', '/cotizaciones', { ...salud, asegurados: [] })).body.body.errors).to.deep.equal({ asegurados: 'Agrega al menos un asegurado' });
    const casos: [Record<string, unknown>[], string, string][] = [
      [[{ nombre: 'Ana', parentesco: 'conyuge', genero: 'mujer' }], 'asegurados.0.parentesco', 'El primer asegurado es el titular'],
      [
        [
          { nombre: 'Ana', parentesco: 'titular', genero: 'mujer' },
          { nombre: 'Luis', parentesco: 'titular', genero: 'hombre' },
        ],
        'asegurados.1.parentesco',
        'Solo el primer asegurado puede ser el titular',
      ],
      [[{ nombre: 'Ana 2', parentesco: 'titular', genero: 'mujer' }], 'asegurados.0.nombre', 'El nombre del asegurado solo admite letras y espacios'],
      [[{ nombre: '', parentesco: 'titular', genero: 'mujer' }], 'asegurados.0.nombre', 'El nombre del asegurado es obligatorio'],
      [[{ nombre: 'Ana', parentesco: 'titular', genero: '' }], 'asegurados.0.genero', 'El género es obligatorio'],
      [
        [{ nombre: 'Ana', parentesco: 'titular', genero: 'mujer', fecNacimiento: diaDesdeHoy(2) }],
        'asegurados.0.fecNacimiento',
        'La fecha de nacimiento no puede ser posterior a hoy',
      ],
    ];
    for (const [asegurados, campo, mensaje] of casos) {
      const res = await api('POST', '/cotizaciones', { ...salud, asegurados });
      expect(res.body.body.errors[campo], JSON.stringify(asegurados)).to.equal(mensaje);
    }
    const id = await crearCotizacion(server, agente, {
      ...salud,
      vehiculos: [{ descripcion: 'se descarta', modelo: '2020' }],
      asegurados: [
        { nombre: 'María José', parentesco: 'titular', genero: 'mujer', fecNacimiento: '1990-01-01' },
        { nombre: 'Íñigo', parentesco: 'hijo', genero: 'hombre' },
      ],
    });
    const q = await leerCotizacion(server, agente, id);
    expect(q.vehiculos).to.deep.equal([]);
    expect(q.asegurados.map((a: { nombre: string; edad: number | null }) => [a.nombre, a.edad === null ? null : a.edad >= 36])).to.deep.equal([
      ['María José', true],
      ['Íñigo', null],
    ]);
    expect(q.items[0]).to.deep.include({ coaseguro: '10%', copago: '$500' });
    expect(q.items[0].caracteristicas).to.deep.equal([{ id: 1, descripcion: 'Red', valor: 'Amplia' }]);
    // Vida hides the deducible and Salud's fields; Auto the additional features.
    const vida = await crearCotizacion(server, agente, { ...salud, ramo: 5, asegurados: [{ nombre: 'Ana', parentesco: 'titular', genero: 'mujer' }] });
    expect((await leerCotizacion(server, agente, vida)).items[0]).to.deep.include({ deducible: null, coaseguro: null, topeCoaseguro: null, copago: null });
    const auto = await crearCotizacion(server, agente, { ...base, items: [item] });
    expect((await leerCotizacion(server, agente, auto)).items[0]).to.deep.include({ coaseguro: null, copago: null, caracteristicas: [] });
  });

  it('locks the ramo once saved and keeps the ids of the proposals it keeps', async () => {
    const datos = await datosCotizacion(server, agente, c);
    const id = await crearCotizacion(server, agente, datos);
    const antes = await leerCotizacion(server, agente, id);
    const cambioDeRamo = await api('PUT', `/cotizaciones/${id}`, { ...datos, ramo: 7, texto: 'Casa' });
    expect([cambioDeRamo.status, cambioDeRamo.body.message]).to.deep.equal([400, 'El ramo de una cotización guardada no se puede cambiar']);
    const [primera] = antes.items;
    const res = await api('PUT', `/cotizaciones/${id}`, { ...datos, correo: 'otro@ejemplo.mx', items: [{ ...primera, plan: 'Amplia Plus' }] });
    expect(res.body.message).to.equal('Cotización guardada correctamente');
    const despues = await leerCotizacion(server, agente, id);
    expect(despues.correo).to.equal('otro@ejemplo.mx');
    expect(despues.items.map((i: { id: number; plan: string }) => [i.id, i.plan])).to.deep.equal([[primera.id, 'Amplia Plus']]);
    expect(despues.noCotizacion).to.equal(antes.noCotizacion);
    expect(despues.uuid).to.equal(antes.uuid);
  });

  it('refuses ids that name nothing, insurers and templates that do not exist, with a 404 or a 400, never a 500', async () => {
    const datos = await datosCotizacion(server, agente, c);
    for (const ruta of ['/cotizaciones/0', '/cotizaciones/abc', '/cotizaciones/99999999999', '/cotizaciones/2147483647']) {
      expect((await api('GET', ruta)).status, ruta).to.equal(404);
    }
    const cliente = await api('POST', '/cotizaciones', { ...datos, clienteId: 2147483647 });
    expect([cliente.status, cliente.body.message]).to.deep.equal([404, 'El cliente no existe']);
    const prospecto = await api('POST', '/cotizaciones', { ...datos, clienteId: null, prospectoId: 2147483647 });
    expect([prospecto.status, prospecto.body.message]).to.deep.equal([404, 'El prospecto no existe']);
    const [item] = datos.items as Record<string, unknown>[];
    const aseguradora = await api('POST', '/cotizaciones', { ...datos, items: [{ ...item, aseguradoraId: 2147483647 }] });
    expect(aseguradora.body.body.errors).to.deep.equal({ 'items.0.aseguradoraId': 'La aseguradora no existe' });
    const template = await api('POST', '/cotizaciones', { ...datos, items: [{ ...item, templateId: 2147483647 }] });
    expect(template.body.body.errors).to.deep.equal({ 'items.0.templateId': 'La plantilla no existe' });
    const moneda = await api('POST', '/cotizaciones', { ...datos, items: [{ ...item, moneda: 'USD' }] });
    expect(moneda.body.body.errors).to.deep.equal({ 'items.0.moneda': 'La moneda USD no está configurada; agrégala en Monedas' });
    const enTemplate = await api('POST', '/cotizaciones/templates', { ...item, nombre: 'En dólares', ramo: 1, moneda: 'usd' });
    expect([enTemplate.status, enTemplate.body.body.errors]).to.deep.equal([400, { moneda: 'La moneda USD no está configurada; agrégala en Monedas' }]);
    const deOtroRamo = await api('POST', '/cotizaciones', { ...datos, ramo: 7, texto: 'Casa', vehiculos: [], items: [item] });
    expect(deOtroRamo.body.body.errors).to.deep.equal({ 'items.0.templateId': 'La plantilla elegida es de otro ramo' });
  });
});
