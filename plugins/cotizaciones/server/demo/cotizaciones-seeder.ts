import type { Knex } from 'knex';
import type { DemoAgregados, DemoSeeder } from '../../../../core/server/plugins/contract.ts';
import { Aseguradora, aseguradoraT, Cobertura, coberturaT } from '../../../catalogos/server/index.ts';
import { RAMO, type RamoId } from '../../../catalogos/shared/catalogos.ts';
import { Cliente, clienteT } from '../../../clientes/server/index.ts';
import { validarCotizacion, vencimientoPredeterminado } from '../../shared/cotizacion-form.ts';
import type { ConceptoPropuesta, PlanPagoDatos, StatusCotizacion } from '../../shared/cotizaciones.ts';
import { validarTemplate } from '../../shared/template-form.ts';
import { CotizacionTemplate, cotizacionTemplateT } from '../models/cotizacion-template.model.ts';
import { actualizarCotizacion, crearCotizacion } from '../services/cotizaciones.service.ts';
import { crearTemplate, templatePorId } from '../services/templates.service.ts';

interface PlantillaDemo {
  nombre: string;
  ramo: RamoId;
  plan: string;
  sumaAsegurada: string;
  deducible: string | null;
  coaseguro?: string;
  topeCoaseguro?: string;
  copago?: string;
  caracteristicas: [string, string][];
  /** Values of the ramo's first catalogue coverages, in order. */
  valores: string[];
}

const PLANTILLAS: readonly PlantillaDemo[] = [
  {
    nombre: 'Auto amplia',
    ramo: RAMO.AUTO,
    plan: 'Amplia',
    sumaAsegurada: 'Valor comercial',
    deducible: '5% DM, 10% RT',
    caracteristicas: [],
    valores: ['5% V.C.', '10% V.C.', '$3,000,000', '$200,000', 'Amparada', 'Amparada'],
  },
  {
    nombre: 'Auto limitada',
    ramo: RAMO.AUTO,
    plan: 'Limitada',
    sumaAsegurada: 'Valor comercial',
    deducible: '10% RT',
    caracteristicas: [],
    valores: ['No amparada', '10% V.C.', '$1,500,000', '$100,000', 'Amparada', 'Amparada'],
  },
  {
    nombre: 'GMM familiar',
    ramo: RAMO.SALUD,
    plan: 'Plus',
    sumaAsegurada: '$25,000,000',
    deducible: '$20,000',
    coaseguro: '10%',
    topeCoaseguro: '$45,000',
    copago: 'Sin copago',
    caracteristicas: [
      ['Red hospitalaria', 'Amplia'],
      ['Nivel hospitalario', 'Alto'],
    ],
    valores: ['Amparada', 'Amparada', '$45,000', 'Amparada'],
  },
  {
    nombre: 'Vida temporal 20',
    ramo: RAMO.VIDA,
    plan: 'Temporal 20',
    sumaAsegurada: '$2,000,000',
    deducible: null,
    caracteristicas: [['Plazo', '20 años']],
    valores: ['Amparada', 'Amparada'],
  },
  {
    nombre: 'Hogar integral',
    ramo: RAMO.DIVERSOS,
    plan: 'Integral',
    sumaAsegurada: '$3,500,000',
    deducible: '2% SA',
    caracteristicas: [['Tipo de vivienda', 'Casa habitación']],
    valores: ['Amparada', 'Amparada', '$500,000'],
  },
];

interface CotizacionDemo {
  ramo: RamoId;
  plantillas: string[];
  status: StatusCotizacion;
  /** Annual premium of the first proposal in pesos; the others cost a little more. */
  prima: number;
}

const COTIZACIONES: readonly CotizacionDemo[] = [
  { ramo: RAMO.AUTO, plantillas: ['Auto amplia', 'Auto limitada'], status: 'enviada', prima: 14_850 },
  { ramo: RAMO.SALUD, plantillas: ['GMM familiar'], status: 'captura', prima: 38_420.5 },
  { ramo: RAMO.VIDA, plantillas: ['Vida temporal 20'], status: 'captura', prima: 9_600 },
  { ramo: RAMO.DIVERSOS, plantillas: ['Hogar integral'], status: 'cancelada', prima: 4_380 },
];

const conceptos = (pares: readonly [string, string][]): ConceptoPropuesta[] => pares.map(([descripcion, valor], n) => ({ id: n + 1, descripcion, valor }));

/** Contado and monthly plans: the monthly first receipt carries the policy fee, the rest split the premium. */
function planes(prima: number): PlanPagoDatos[] {
  const mensual = Math.round((prima * 1.06 * 100) / 12) / 100;
  return [
    { formaPago: 'contado', total: prima },
    { formaPago: 'mensual', primaPrimerRecibo: Math.round((mensual + 650) * 100) / 100, primaReciboSub: mensual },
  ];
}

async function sembrarPlantillas(trx: Knex.Transaction, agenteId: number): Promise<Map<string, number>> {
  const aseguradoras = await Aseguradora.query(trx).where(aseguradoraT.col.estandar, true).orderBy(aseguradoraT.col.id).limit(3);
  const ids = new Map<string, number>();
  for (const [n, p] of PLANTILLAS.entries()) {
    const catalogo = await Cobertura.query(trx).where(coberturaT.col.ramoId, p.ramo).orderBy(coberturaT.col.orden).limit(p.valores.length);
    const r = validarTemplate({
      ...p,
      aseguradoraId: aseguradoras[n % aseguradoras.length].id,
      moneda: 'MXN',
      caracteristicas: conceptos(p.caracteristicas),
      coberturas: catalogo.map((c, i) => ({ id: c.id, descripcion: c.nombre, valor: p.valores[i] })),
    });
    if (!r.ok) throw new Error(`Plantilla de demostración inválida (${p.nombre}): ${r.message}`);
    ids.set(p.nombre, await crearTemplate(trx, agenteId, r.value));
  }
  return ids;
}

/**
 * The demo's quotations and templates (docs/adr/015-datos-demo.md): a template or two per ramo, and
 * one quotation per ramo for the demo's first clients, saved through the same validation and
 * services as the API. Nothing when the agent has any template already.
 */
export const cotizacionesDemoSeeder: DemoSeeder = {
  async sembrar({ trx, agenteId, usuarioId, hoy }): Promise<DemoAgregados> {
    if (await CotizacionTemplate.query(trx).select(cotizacionTemplateT.col.id).limit(1).first()) return {};
    const plantillas = await sembrarPlantillas(trx, agenteId);
    const clientes = await Cliente.query(trx).where(clienteT.col.status, 'activo').orderBy(clienteT.col.id).limit(COTIZACIONES.length);
    const escritor = { agenteId, usuarioId };
    let creadas = 0;
    for (const [n, caso] of COTIZACIONES.entries()) {
      const cliente = clientes[n];
      if (!cliente) break;
      const items = [];
      for (const [k, nombre] of caso.plantillas.entries()) {
        const t = await templatePorId(trx, plantillas.get(nombre) ?? 0);
        items.push({ ...t, id: null, templateId: t.id, planesPago: planes(caso.prima + k * 1_250) });
      }
      const r = validarCotizacion(
        {
          ramo: caso.ramo,
          clienteId: cliente.id,
          correo: `${cliente.nombres
            .split(' ')[0]
            .toLowerCase()
            .normalize('NFD')
            .replace(/[^a-z]/g, '')}@ejemplo.mx`,
          status: 'captura',
          fecVencimiento: vencimientoPredeterminado(hoy),
          texto: caso.ramo === RAMO.DIVERSOS ? 'Casa habitación de dos niveles, muros de tabique y losa de concreto, en Coyoacán, CDMX.' : null,
          vehiculos: caso.ramo === RAMO.AUTO ? [{ descripcion: 'NISSAN VERSA ADVANCE AUT.', modelo: '2023' }] : [],
          asegurados: [{ nombre: [cliente.nombres, cliente.apPat].filter(Boolean).join(' '), parentesco: 'titular', genero: 'mujer', fecNacimiento: '1986-04-12' }],
          items,
        },
        hoy,
      );
      if (!r.ok) throw new Error(`Cotización de demostración inválida (${caso.ramo}): ${r.message}`);
      const id = await crearCotizacion(trx, escritor, r.value);
      if (caso.status !== 'captura') await actualizarCotizacion(trx, escritor, id, { ...r.value, status: caso.status });
      creadas += 1;
    }
    return { plantillas: plantillas.size, ...(creadas ? { cotizaciones: creadas } : {}) };
  },
};
