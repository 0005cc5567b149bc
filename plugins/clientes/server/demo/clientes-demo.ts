import { rfcPersonaFisica, rfcPersonaMoral } from '../../../../core/shared/mx/rfc.ts';
import type { Azar } from '../../../../core/server/plugins/demo-azar.ts';
import { EDOS_CIVILES } from '../../shared/clientes.ts';
import { APELLIDOS, CALLES, EMPRESAS, NOMBRES_HOMBRE, NOMBRES_MUJER, type EmpresaDemo } from './datos-demo.ts';

/** Builds the demo clients as POST /clientes payloads; pure, so the same seed gives the same clients. */

export const FISICAS_DEMO = 32;

export interface ClienteDemo {
  /** What the capture form would send: validated with validarCliente before it is saved. */
  datos: Record<string, unknown>;
  /** A record the insurer-portal sync would have left incomplete. */
  esRobot: boolean;
}

/** A CP with its lada and the ids of its settlements, ordered by name (stable across catalogue refreshes). */
export interface CpDemo {
  cp: string;
  lada: string;
  colonias: number[];
}

const DOMINIOS = ['example.com', 'example.org', 'example.net'] as const;
// A plausible mix, married first; the youngest draw from soltero and casado only (see personaFisica).
const EDOS_PONDERADOS = ['casado', 'casado', 'casado', 'soltero', 'soltero', 'divorciado', 'viudo', 'concubinato'] as const satisfies readonly (typeof EDOS_CIVILES)[number][];

const pad2 = (n: number) => String(n).padStart(2, '0');
const ascii = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Correo addresses under the reserved example domains (RFC 2606): nobody real gets mail. */
function correoUnico(azar: Azar, local: string, usados: Set<string>): string {
  const dominio = azar.elegir(DOMINIOS);
  let correo = `${local}@${dominio}`;
  for (let n = 2; usados.has(correo); n++) correo = `${local}${n}@${dominio}`;
  usados.add(correo);
  return correo;
}

/** A 10-digit Mexican mobile number of the CP's city, written as people type it. */
function celular(azar: Azar, lada: string): string {
  let resto = String(azar.entero(1, 9));
  while (lada.length + resto.length < 10) resto += String(azar.entero(0, 9));
  return `+52 ${lada} ${resto.slice(0, -4)} ${resto.slice(-4)}`;
}

function direccion(azar: Azar, cp: CpDemo, tipo: string) {
  const interior = azar.siNo(0.25) ? ` Int. ${azar.entero(1, 12)}` : '';
  return { tipo, direccion: `${azar.elegir(CALLES)} ${azar.entero(1, 2500)}${interior}`, cp: cp.cp, sepomexId: azar.elegir(cp.colonias) };
}

/** Names and surnames dealt from shuffled decks, so the demo does not repeat the same few people. */
interface Generador {
  azar: Azar;
  rfcs: Set<string>;
  correos: Set<string>;
  hombres: (readonly [string, string])[];
  mujeres: (readonly [string, string])[];
  apellidos: string[];
}

function personaFisica(g: Generador, cp: CpDemo, esRobot: boolean): ClienteDemo {
  const { azar } = g;
  for (;;) {
    const mujer = azar.siNo(0.5);
    const [nombres, alias] = (mujer ? g.mujeres : g.hombres).pop() ?? azar.elegir(mujer ? NOMBRES_MUJER : NOMBRES_HOMBRE);
    const apPat = g.apellidos.pop() ?? azar.elegir(APELLIDOS);
    const apMat = azar.elegir(APELLIDOS.filter((a) => a !== apPat));
    const anio = azar.entero(1950, 2003);
    const fecNacimiento = `${anio}-${pad2(azar.entero(1, 12))}-${pad2(azar.entero(1, 28))}`;
    const rfc = rfcPersonaFisica({ nombres, apPat, apMat, fecNacimiento });
    if (g.rfcs.has(rfc)) continue;
    g.rfcs.add(rfc);
    const local = azar.siNo(0.5) ? `${ascii(nombres.split(' ')[0])}.${ascii(apPat)}` : `${ascii(alias)}${ascii(apPat)}${String(anio).slice(2)}`;
    return {
      esRobot,
      datos: {
        fiscal: 'fisica',
        nombres,
        apPat,
        apMat,
        alias,
        sexo: mujer ? 'mujer' : 'hombre',
        fecNacimiento,
        rfc,
        // The portal sync knows little beyond the name, RFC and contact data.
        edoCivil: esRobot ? null : azar.elegir(anio > 1995 ? ['soltero', 'soltero', 'casado'] : EDOS_PONDERADOS),
        direccion: direccion(azar, cp, 'casa'),
        celular: { numero: celular(azar, cp.lada) },
        correo: esRobot && azar.siNo(0.5) ? null : { correo: correoUnico(azar, local, g.correos), tipo: 'personal' },
      },
    };
  }
}

function personaMoral({ azar, correos }: Generador, empresa: EmpresaDemo, cp: CpDemo): ClienteDemo {
  const rfc = rfcPersonaMoral({ razonSocial: empresa.razonSocial, fecRegistro: empresa.fecRegistro });
  return {
    esRobot: false,
    datos: {
      fiscal: 'moral',
      nombres: empresa.razonSocial,
      alias: empresa.alias,
      fecRegistro: empresa.fecRegistro,
      rfc,
      direccion: direccion(azar, cp, 'oficina'),
      celular: { numero: celular(azar, cp.lada) },
      correo: { correo: correoUnico(azar, ascii(empresa.alias), correos), tipo: 'trabajo' },
    },
  };
}

/**
 * 32 personas físicas and the 8 companies, one company after every four people; client i lives in the
 * i-th CP of the list that the catalogue has, so the addresses spread over the country. Every 13th
 * client is one the portal sync created (three in all).
 */
export function clientesDemo(azar: Azar, cps: CpDemo[]): ClienteDemo[] {
  if (cps.length === 0) throw new Error('El catálogo SEPOMEX no tiene ninguno de los códigos postales de la demostración');
  const g: Generador = {
    azar,
    rfcs: new Set(),
    correos: new Set(),
    hombres: azar.barajar(NOMBRES_HOMBRE),
    mujeres: azar.barajar(NOMBRES_MUJER),
    apellidos: azar.barajar(APELLIDOS),
  };
  const clientes: ClienteDemo[] = [];
  for (let i = 0, empresa = 0; i < FISICAS_DEMO + EMPRESAS.length; i++) {
    const cp = cps[i % cps.length];
    const esEmpresa = (i + 1) % 5 === 0 && empresa < EMPRESAS.length;
    clientes.push(esEmpresa ? personaMoral(g, EMPRESAS[empresa++], cp) : personaFisica(g, cp, i % 13 === 12));
  }
  return clientes;
}
