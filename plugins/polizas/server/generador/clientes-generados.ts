import type { Knex } from 'knex';
import type { Azar } from '../../../../core/server/plugins/demo-azar.ts';
import { rfcPersonaFisica, rfcPersonaMoral } from '../../../../core/shared/mx/rfc.ts';
import { sepomexT } from '../../../catalogos/server/index.ts';
import { clienteCelularT, clienteCorreoT, clienteDireccionT, clienteT } from '../../../clientes/server/index.ts';
import { EDOS_CIVILES } from '../../../clientes/shared/clientes.ts';
import { columnas, entero } from './sql.ts';
import { APELLIDOS, CALLES, DOMINIOS, GIROS, NOMBRES_HOMBRE, NOMBRES_MUJER, SOCIEDADES } from './nombres.ts';

/**
 * Generated clients: names and dates drawn in JavaScript so that every RFC is the SAT algorithm's
 * (core/shared/mx/rfc.ts, check digit included) and unique for the agent; the rows go in with one
 * set-based statement per batch (client, e-mail, mobile and a SEPOMEX address).
 */

interface ClienteGenerado {
  fiscal: 'fisica' | 'moral';
  nombres: string;
  apPat: string | null;
  apMat: string | null;
  fecNacimiento: string | null;
  fecRegistro: string | null;
  rfc: string;
  sexo: 'hombre' | 'mujer' | null;
  edoCivil: string | null;
  correo: string;
  celular: string;
  calle: string;
  /** 0..1: where in the SEPOMEX catalogue the address falls. */
  lugar: number;
}

const DIA_MS = 86_400_000;
const PROPORCION_MORALES = 0.1;

function fechaAlAzar(azar: Azar, desde: string, hasta: string): string {
  const a = Date.parse(desde);
  return new Date(a + azar.entero(0, (Date.parse(hasta) - a) / DIA_MS) * DIA_MS).toISOString().slice(0, 10);
}

const masUnDia = (fecha: string) => new Date(Date.parse(fecha) + DIA_MS).toISOString().slice(0, 10);
const ascii = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** A person or company; a date the RFC of another client already took moves a day. */
function cliente(azar: Azar, numero: number, usados: Set<string>): ClienteGenerado {
  const moral = azar.siNo(PROPORCION_MORALES);
  const apPat = azar.elegir(APELLIDOS);
  const comun = { correo: '', celular: '', calle: `${azar.elegir(CALLES)} ${azar.entero(1, 2500)}`, lugar: azar.siguiente() };
  let datos: ClienteGenerado;
  if (moral) {
    const nombres = `${azar.elegir(GIROS)} ${apPat} ${azar.elegir(APELLIDOS)}, ${azar.elegir(SOCIEDADES)}`;
    let fecRegistro = fechaAlAzar(azar, '1980-01-01', '2022-12-31');
    while (usados.has(rfcPersonaMoral({ razonSocial: nombres, fecRegistro }))) fecRegistro = masUnDia(fecRegistro);
    datos = {
      ...comun,
      fiscal: 'moral',
      nombres,
      apPat: null,
      apMat: null,
      fecNacimiento: null,
      fecRegistro,
      rfc: rfcPersonaMoral({ razonSocial: nombres, fecRegistro }),
      sexo: null,
      edoCivil: null,
    };
  } else {
    const sexo = azar.siNo(0.5) ? 'hombre' : 'mujer';
    const nombres = azar.elegir(sexo === 'hombre' ? NOMBRES_HOMBRE : NOMBRES_MUJER);
    const apMat = azar.elegir(APELLIDOS);
    let fecNacimiento = fechaAlAzar(azar, '1950-01-01', '2004-12-31');
    while (usados.has(rfcPersonaFisica({ nombres, apPat, apMat, fecNacimiento }))) fecNacimiento = masUnDia(fecNacimiento);
    const rfc = rfcPersonaFisica({ nombres, apPat, apMat, fecNacimiento });
    datos = { ...comun, fiscal: 'fisica', nombres, apPat, apMat, fecNacimiento, fecRegistro: null, rfc, sexo, edoCivil: azar.elegir(EDOS_CIVILES) };
  }
  usados.add(datos.rfc);
  // The running number keeps every address unique without remembering them.
  datos.correo = `${ascii(datos.nombres.split(' ')[0])}.${ascii(apPat)}.${numero}@${azar.elegir(DOMINIOS)}`;
  datos.celular = `+52 55 ${azar.entero(1000, 9999)} ${azar.entero(1000, 9999)}`;
  return datos;
}

export function clientesGenerados(azar: Azar, cuantos: number, desde: number, usados: Set<string>): ClienteGenerado[] {
  return Array.from({ length: cuantos }, (_, i) => cliente(azar, desde + i, usados));
}

const COLUMNAS: [keyof ClienteGenerado, string][] = [
  ['fiscal', 'text'],
  ['nombres', 'text'],
  ['apPat', 'text'],
  ['apMat', 'text'],
  ['fecNacimiento', 'date'],
  ['fecRegistro', 'date'],
  ['rfc', 'text'],
  ['sexo', 'text'],
  ['edoCivil', 'text'],
  ['correo', 'text'],
  ['celular', 'text'],
  ['calle', 'text'],
  ['lugar', 'float8'],
];

/**
 * Inserts the clients with their e-mail, mobile and home address (a SEPOMEX settlement at `lugar`
 * of the catalogue's id range) in one statement; the transaction is bound to the agent.
 */
export async function insertarClientes(trx: Knex.Transaction, agenteId: number, clientes: ClienteGenerado[], sepomex: { min: number; max: number }): Promise<void> {
  const [agente, min, rango] = [agenteId, sepomex.min, sepomex.max - sepomex.min].map(entero);
  const unnest = COLUMNAS.map(([, tipo]) => `?::${tipo}[]`).join(', ');
  const nombres = COLUMNAS.map(([c]) => c.replace(/[A-Z]/g, (l) => '_' + l.toLowerCase())).join(', ');
  const s = sepomexT.de('s');
  await trx.raw(
    `with datos as (select * from unnest(${unnest}) as d(${nombres})),
    nuevos as (
      insert into ${clienteT.nombre} (${columnas(clienteT, 'agenteId', 'fiscal', 'nombres', 'apPat', 'apMat', 'fecNacimiento', 'fecRegistro', 'rfc', 'sexo', 'edoCivil')})
      select ${agente}, fiscal, nombres, ap_pat, ap_mat, fec_nacimiento, fec_registro, rfc, sexo, edo_civil from datos
      returning ${clienteT.col.id} as id, ${clienteT.col.rfc} as rfc
    ),
    correos as (
      insert into ${clienteCorreoT.nombre} (${columnas(clienteCorreoT, 'agenteId', 'clienteId', 'correo', 'tipo')})
      select ${agente}, n.id, d.correo, 'personal' from nuevos n join datos d using (rfc)
    ),
    celulares as (
      insert into ${clienteCelularT.nombre} (${columnas(clienteCelularT, 'agenteId', 'clienteId', 'numero')})
      select ${agente}, n.id, d.celular from nuevos n join datos d using (rfc)
    )
    insert into ${clienteDireccionT.nombre} (${columnas(clienteDireccionT, 'agenteId', 'clienteId', 'tipo', 'direccion', 'sepomexId', 'cp', 'colonia', 'municipio', 'estado', 'ciudad')})
    select ${agente}, n.id, 'casa', d.calle, ${s.id}, ${s.cp}, ${s.asentamiento}, ${s.municipio}, ${s.estado}, ${s.ciudad}
    from nuevos n join datos d using (rfc)
    cross join lateral (select * from ${sepomexT.nombre} where ${sepomexT.col.id} >= ${min} + floor(d.lugar * ${rango})::int order by ${sepomexT.col.id} limit 1) s`,
    COLUMNAS.map(([c]) => clientes.map((x) => x[c])) as Knex.RawBinding[],
  );
}
