import { AccionesDelRegistro } from '../../../../web/src/ui/AccionesDelRegistro.tsx';
import type { Template } from '../../shared/cotizaciones.ts';
import { MENSAJES_COTIZACIONES as M } from '../../shared/mensajes.ts';
import { useEliminarTemplateMutation } from '../api.ts';

/** A template's Editar and Eliminar (spec 03 §2), each behind its privilege; a refused delete shows the server's message in 'Alerta' (§8). */
export function AccionesTemplate({ template, onEliminado }: { template: Template; onEliminado: () => void }) {
  const [eliminar, { isLoading }] = useEliminarTemplateMutation();
  return (
    <AccionesDelRegistro
      id={template.id}
      activo
      permisos={{ eliminar: 'COTIZACIONES_TEMP_D', editar: 'COTIZACIONES_TEMP_W' }}
      rutaEditar={`/cotizaciones/templates/${template.id}`}
      eliminar={(id) => eliminar(id).unwrap()}
      loading={isLoading}
      mensaje={M.confirmarEliminarTemplate(template.nombre)}
      eliminado={M.templateEliminado}
      errorAlEliminar={M.errorAlEliminarTemplate}
      onEliminado={onEliminado}
    />
  );
}
