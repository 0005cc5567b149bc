import { Intent, Tag } from '@blueprintjs/core';
import { AccionesDelRegistro } from '../../../../web/src/ui/AccionesDelRegistro.tsx';
import { MENSAJES_VENDEDORES, type Vendedor } from '../../shared/vendedores.ts';
import { useEliminarVendedorMutation } from '../api.ts';

const SEXO = { hombre: 'Hombre', mujer: 'Mujer' } as const;

/**
 * A seller's data with its edit and delete actions, which exist only while it is activo (spec 03 §4).
 * Shown in the list's modal and on /vendedores/{vendedorId}.
 */
export function VendedorDetalle({ vendedor, onEliminado }: { vendedor: Vendedor; onEliminado: () => void }) {
  const [eliminar, { isLoading }] = useEliminarVendedorMutation();
  const activo = vendedor.status === 'activo';

  return (
    <div className="cartera-vendedor-detalle">
      <dl className="cartera-datos">
        <dt>Estatus</dt>
        <dd>
          <Tag intent={activo ? Intent.SUCCESS : Intent.NONE} round minimal>
            {activo ? 'Activo' : 'Inactivo'}
          </Tag>
        </dd>
        <dt>Sexo</dt>
        <dd>{SEXO[vendedor.sexo]}</dd>
        <dt>RFC</dt>
        <dd>{vendedor.rfc}</dd>
        <dt>Correo</dt>
        <dd>{vendedor.correo}</dd>
        <dt>Teléfono</dt>
        <dd>{vendedor.telefono}</dd>
      </dl>
      <AccionesDelRegistro
        id={vendedor.id}
        activo={activo}
        permisos={{ eliminar: 'VENDEDORES_D', editar: 'VENDEDORES_W' }}
        rutaEditar={`/vendedores/${vendedor.id}/edit`}
        eliminar={(id) => eliminar(id).unwrap()}
        loading={isLoading}
        eliminado={MENSAJES_VENDEDORES.eliminado}
        errorAlEliminar="Error al eliminar el vendedor"
        onEliminado={onEliminado}
      />
    </div>
  );
}
