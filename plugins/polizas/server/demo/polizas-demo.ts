import type { Azar } from '../../../../core/server/plugins/demo-azar.ts';
import { RAMO, type FormaPago, type RamoId } from '../../../catalogos/shared/catalogos.ts';
import { sumarDias, sumarMeses } from '../../shared/fechas.ts';
import type { AseguradoDatos, PolizaDatos, VehiculoDatos } from '../../shared/poliza-form.ts';
import { ivaDePoliza, totalDePoliza } from '../../shared/recibos-calculo.ts';

/**
 * The demo portfolio as save payloads (docs/adr/015-datos-demo.md): about 120 policies over the four
 * lines and several insurers, started from almost two years ago to next month, so the lists, the
 * collections windows and the renewals of the coming 60 days all have content.
 */

export interface ClienteDemo {
  id: number;
  fisica: boolean;
  nombres: string;
  apPat: string | null;
  apMat: string | null;
  fecNacimiento: string | null;
  sexo: 'hombre' | 'mujer' | null;
}

export interface VehiculoCatalogo {
  modelo: number;
  marca: string;
  tipo: string;
  amis: string;
  descripcion: string;
}

/** Predefined insurers the demo agent holds keys for (ids of plugins/catalogos/data/aseguradoras.tsv). */
export const ASEGURADORAS_DEMO = [24, 12, 25, 4, 17];

const LINEAS: { ramo: RamoId; cuantas: number; conceptos: string[]; paquetes: string[]; prima: [number, number] }[] = [
  {
    ramo: RAMO.AUTO,
    cuantas: 48,
    conceptos: ['Auto particular', 'Auto de uso familiar', 'Pick-up de trabajo'],
    paquetes: ['Amplia', 'Limitada', 'Responsabilidad civil'],
    prima: [6_500, 28_000],
  },
  {
    ramo: RAMO.SALUD,
    cuantas: 26,
    conceptos: ['Gastos médicos mayores individual', 'Gastos médicos mayores familiar'],
    paquetes: ['Plus', 'Esencial', 'Internacional'],
    prima: [14_000, 62_000],
  },
  { ramo: RAMO.VIDA, cuantas: 22, conceptos: ['Vida individual', 'Vida con ahorro', 'Temporal a 20 años'], paquetes: ['Protección', 'Ahorro', 'Temporal'], prima: [4_800, 36_000] },
  {
    ramo: RAMO.DIVERSOS,
    cuantas: 24,
    conceptos: ['Casa habitación', 'Negocio', 'Responsabilidad civil profesional'],
    paquetes: ['Integral', 'Básico', 'Pyme'],
    prima: [2_400, 19_000],
  },
];

const FORMAS: FormaPago[] = ['contado', 'contado', 'semestral', 'trimestral', 'mensual'];

const BIENES = [
  'Casa habitación de dos niveles, construcción de concreto, con contenidos y cristales',
  'Local comercial (abarrotes) con mercancía, mobiliario y dinero en caja',
  'Departamento en condominio con contenidos y responsabilidad civil familiar',
  'Consultorio dental con equipo electrónico y responsabilidad civil profesional',
];

const HIJOS: [string, 'hombre' | 'mujer'][] = [
  ['Sofía', 'mujer'],
  ['Mateo', 'hombre'],
  ['Valentina', 'mujer'],
  ['Santiago', 'hombre'],
  ['Regina', 'mujer'],
  ['Diego', 'hombre'],
];

const redondear = (n: number) => Math.round(n / 10) * 10;

function asegurados(azar: Azar, cliente: ClienteDemo, ramo: RamoId): AseguradoDatos[] {
  const titular: AseguradoDatos = {
    id: null,
    parentesco: 'titular',
    nombres: cliente.nombres,
    apPat: cliente.apPat ?? '',
    apMat: cliente.apMat,
    genero: cliente.sexo ?? 'mujer',
    fecNacimiento: cliente.fecNacimiento,
    rfc: null,
  };
  const hijos = ramo === RAMO.SALUD ? azar.barajar(HIJOS).slice(0, azar.entero(0, 2)) : [];
  return [
    ...(ramo === RAMO.SALUD ? [] : [titular]),
    ...(ramo === RAMO.SALUD ? [{ ...titular, parentesco: 'otro' as const }] : []),
    ...hijos.map(([nombres, genero], i) => ({
      id: null,
      parentesco: 'hijo' as const,
      nombres,
      apPat: cliente.apPat ?? '',
      apMat: cliente.apMat,
      genero,
      fecNacimiento: `20${10 + i * 3}-0${i + 3}-1${i}`,
      rfc: null,
    })),
  ];
}

function vehiculo(azar: Azar, catalogo: VehiculoCatalogo[], i: number): VehiculoDatos {
  const letras = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const v = catalogo.length ? catalogo[i % catalogo.length] : { modelo: 2022, marca: 'NISSAN', tipo: 'VERSA', amis: '', descripcion: 'NISSAN VERSA ADVANCE CVT' };
  const serie = Array.from({ length: 17 }, () => (azar.siNo(0.6) ? String(azar.entero(0, 9)) : azar.elegir([...letras]))).join('');
  const placas = `${azar.elegir([...letras])}${azar.elegir([...letras])}${azar.elegir([...letras])}${azar.entero(100, 999)}${azar.elegir([...letras])}`;
  return { id: null, modelo: v.modelo, marca: v.marca, tipo: v.tipo, amis: v.amis || null, descripcion: v.descripcion, noSerie: serie, placas };
}

/**
 * One payload per demo policy (without receipts: the server calculates them with the agent's due
 * dates). Physical clients only for Vida and Salud, whose insured people are people.
 */
export function polizasDemo(azar: Azar, hoy: string, clientes: ClienteDemo[], claves: number[], catalogo: VehiculoCatalogo[]): PolizaDatos[] {
  const personas = clientes.filter((c) => c.fisica);
  const polizas: PolizaDatos[] = [];
  let n = 0;
  for (const linea of LINEAS) {
    for (let i = 0; i < linea.cuantas; i++) {
      n += 1;
      const cliente = linea.ramo === RAMO.VIDA || linea.ramo === RAMO.SALUD ? azar.elegir(personas) : azar.elegir(clientes);
      // From 23 months ago to 1 month ahead: some expired, most in force, many ending in the next 60 days.
      const de = sumarDias(sumarMeses(hoy, -azar.entero(0, 23)), azar.entero(-15, 15));
      const prima = redondear(azar.entero(...linea.prima));
      const derecho = linea.ramo === RAMO.AUTO ? 650 : linea.ramo === RAMO.DIVERSOS ? 350 : 0;
      const formaPago = azar.elegir(FORMAS);
      const recargo = formaPago === 'contado' ? 0 : redondear(prima * 0.06);
      const primas = { modelo: linea.ramo, primaNeta: prima, derecho, recargo, iva: 0 };
      const iva = ivaDePoliza(primas);
      polizas.push({
        clienteId: cliente.id,
        claveAgente: claves[n % claves.length],
        vendedor: null,
        moneda: 1,
        formaPago,
        noPoliza: `${['A', 'S', 'V', 'D'][LINEAS.indexOf(linea)]}${String(100_000 + n * 7919).slice(-6)}`,
        concepto: azar.elegir(linea.conceptos),
        paquete: azar.elegir(linea.paquetes),
        ramo: linea.ramo,
        conducto: azar.elegir(['CXC', 'CXC', 'TARJETA', 'DOMICILIACION']),
        fechaVigenciaDe: de,
        fechaVigenciaA: sumarMeses(de, 12),
        polizaIDRenovo: null,
        texto: linea.ramo === RAMO.DIVERSOS ? azar.elegir(BIENES) : null,
        status: 'vigente',
        prima,
        derecho,
        recargo,
        iva,
        total: totalDePoliza({ ...primas, iva }),
        porcentajeComision: null,
        comision: null,
        asegurados: linea.ramo === RAMO.VIDA || linea.ramo === RAMO.SALUD ? asegurados(azar, cliente, linea.ramo) : [],
        vehiculo: linea.ramo === RAMO.AUTO ? vehiculo(azar, catalogo, n) : null,
        recibos: [],
        caratula: null,
      });
    }
  }
  return polizas;
}
