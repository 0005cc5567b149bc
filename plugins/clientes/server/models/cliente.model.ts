import type { RelationMappings } from 'objection';
import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';
import type { Cliente as ClienteApi, Fiscal, StatusCliente } from '../../shared/clientes.ts';
import { ClienteCelular, clienteCelularT } from './cliente-celular.model.ts';
import { ClienteCorreo, clienteCorreoT } from './cliente-correo.model.ts';
import { ClienteDireccion, clienteDireccionT } from './cliente-direccion.model.ts';

/** Clientes del agente: personas físicas y morales */
export class Cliente extends Modelo {
  static override readonly tableName = 'clientes';
  // Its contact records (a getter: the classes load in any order).
  static override get relationMappings(): RelationMappings {
    const id = clienteT.q.id;
    return {
      direcciones: { relation: Modelo.HasManyRelation, modelClass: ClienteDireccion, join: { from: id, to: clienteDireccionT.q.clienteId } },
      correos: { relation: Modelo.HasManyRelation, modelClass: ClienteCorreo, join: { from: id, to: clienteCorreoT.q.clienteId } },
      celulares: { relation: Modelo.HasManyRelation, modelClass: ClienteCelular, join: { from: id, to: clienteCelularT.q.clienteId } },
    };
  }
  declare id: number;
  declare agenteId: number;
  /** Personalidad fiscal: fisica o moral */
  declare fiscal: Fiscal;
  /** Nombre(s) de la persona física, o razón social de la persona moral */
  declare nombres: string;
  declare apPat: string | null;
  declare apMat: string | null;
  declare alias: string | null;
  declare fecNacimiento: string | null;
  /** Fecha de constitución de la persona moral (base de su RFC) */
  declare fecRegistro: string | null;
  declare rfc: string;
  declare sexo: ClienteApi['sexo'];
  declare edoCivil: ClienteApi['edoCivil'];
  /** activo; eliminado: borrado lógico, fuera de listas y búsquedas, se conserva para las pólizas que lo nombran (docs/adr/012-clientes-borrado.md) */
  declare status: StatusCliente;
  /** Creado por la sincronización con el portal de la aseguradora con datos incompletos; se apaga cuando el usuario guarda el cliente */
  declare esRobot: boolean;
  declare createdAt: Date;
  declare updatedAt: Date;
  /** Nombre completo en minúsculas y sin acentos (cartera_fold), para buscar por nombre */
  declare nombreBusqueda: string;
}

/** Table and column names of `clientes` for tuned knex queries: a renamed property breaks every use. */
export const clienteT = tablaDe<Cliente>()('clientes', [
  'id',
  'agenteId',
  'fiscal',
  'nombres',
  'apPat',
  'apMat',
  'alias',
  'fecNacimiento',
  'fecRegistro',
  'rfc',
  'sexo',
  'edoCivil',
  'status',
  'esRobot',
  'createdAt',
  'updatedAt',
  'nombreBusqueda',
]);
