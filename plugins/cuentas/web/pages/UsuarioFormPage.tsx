import { Button, Callout, Card, Checkbox, H2, Intent, Spinner, Tooltip } from '@blueprintjs/core';
import { FloppyDiskIcon, InfoSignIcon } from '@blueprintjs/icons';
import { useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { RolCatalogo, UsuarioAdministrado } from '../../../../core/shared/auth/contract.ts';
import { usuarioSchema } from '../../../../core/shared/auth/schemas.ts';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';
import { ESTATUS_ACTIVO_INACTIVO, SelectField, TextField, useSchemaForm } from '../../../../web/src/ui/forms.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { MENSAJES_PRIVILEGIOS } from '../../shared/privilegios.ts';
import { useConcesion } from '../useConcesion.ts';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { useGuardarUsuarioMutation, useRolesQuery, useUsuarioQuery, type UsuarioGuardar } from '../api.ts';

/** The privilege groups of the checklist, in the spec's order (01 §2). */
const GRUPOS = ['Catálogos', 'Módulos', 'Reportes', 'Administración'];

interface UsuarioValues {
  [field: string]: unknown;
  id: number | null;
  correo: string;
  nombres: string;
  apPat: string;
  apMat: string;
  celular: string;
  status: 'activo' | 'inactivo';
  roles: string[];
}

const LOAD_ERROR = 'Error al cargar la página';

/**
 * /configuracion/usuarios/ (new) and /configuracion/usuarios/{usuarioId} (spec 01 §2, §5): an
 * additional user's data and privileges. Saving goes back to the list.
 */
export default function UsuarioFormPage() {
  const { usuarioId } = useParams();
  const id = usuarioId === undefined ? null : Number(usuarioId);
  const invalidId = id !== null && (!Number.isSafeInteger(id) || id <= 0);
  const usuario = useUsuarioQuery(id ?? 0, { skip: id === null || invalidId, refetchOnMountOrArgChange: true });
  const roles = useRolesQuery();
  const failed = usuario.isError || roles.isError;

  useEffect(() => {
    if (failed) showToast(LOAD_ERROR, Intent.DANGER);
  }, [failed]);

  if (invalidId || (usuario.error as ApiError | undefined)?.status === 404) return <Navigate to="/404" replace />;

  const loading = usuario.isLoading || roles.isLoading;
  return (
    <div>
      <PageHeader title={id ? 'Editar usuario' : 'Nuevo usuario'} back="/configuracion/usuarios" backLabel="Regresar a Usuarios" />
      {loading && <Spinner aria-label="Cargando" />}
      {failed && (
        <Callout intent={Intent.DANGER} role="alert">
          {LOAD_ERROR}
        </Callout>
      )}
      {!loading && !failed && roles.data && (id === null || usuario.data) && <UsuarioForm key={id ?? 'nuevo'} usuario={usuario.data ?? null} catalogo={roles.data} />}
    </div>
  );
}

function UsuarioForm({ usuario, catalogo }: { usuario: UsuarioAdministrado | null; catalogo: RolCatalogo[] }) {
  const navigate = useNavigate();
  const [guardar, { isLoading }] = useGuardarUsuarioMutation();
  const form = useSchemaForm<UsuarioValues, UsuarioGuardar>(usuarioSchema, () => ({
    id: usuario?.id ?? null,
    correo: usuario?.correo ?? '',
    nombres: usuario?.nombres ?? '',
    apPat: usuario?.apPat ?? '',
    apMat: usuario?.apMat ?? '',
    // Mexico is the default country (spec 01 §5); another country's number is typed with its own prefix.
    celular: usuario?.celular ?? '+52',
    status: usuario?.status ?? 'activo',
    roles: usuario?.roles ?? [],
  }));
  const seleccionados = useMemo(() => new Set(form.values.roles), [form.values.roles]);
  const { concedible, superior: excede } = useConcesion(catalogo);
  const superior = excede(usuario?.roles ?? []);

  function toggleRol(role: string, checked: boolean) {
    const next = new Set(seleccionados);
    if (checked) next.add(role);
    else next.delete(role);
    form.set(
      'roles',
      catalogo.map((r) => r.role).filter((r) => next.has(r)),
    );
  }

  const submit = form.handleSubmit(async (value) => {
    try {
      const { message } = await guardar({ ...value, id: usuario?.id ?? undefined, roles: form.values.roles }).unwrap();
      showToast(message || 'Usuario guardado correctamente', Intent.SUCCESS);
      navigate('/configuracion/usuarios');
    } catch (e) {
      const error = e as ApiError;
      // A refusal has the server's reason; a failure without an answer gets the spec's message.
      showToast(error.status === 0 || error.status >= 500 ? 'Error al guardar el usuario' : error.message, Intent.DANGER);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Card className="cartera-form-card">
        <H2 className="cartera-form-section-title">Datos del usuario</H2>
        <TextField
          form={form}
          name="correo"
          label="Correo electrónico"
          type="email"
          autoComplete="off"
          autoFocus
          helperText={
            usuario?.correoPendiente
              ? `Cambio a ${usuario.correoPendiente} en espera de que esa dirección lo confirme con su código`
              : usuario && usuario.status === 'activo'
                ? 'Si lo cambias, el usuario lo confirma con un código que le enviamos al correo nuevo'
                : undefined
          }
        />
        <div className="cartera-form-row">
          <TextField form={form} name="nombres" label="Nombre(s)" autoComplete="off" />
          <TextField form={form} name="apPat" label="Apellido paterno" autoComplete="off" />
          <TextField form={form} name="apMat" label="Apellido materno" autoComplete="off" />
        </div>
        <div className="cartera-form-row">
          <TextField
            form={form}
            name="celular"
            label="Celular"
            type="tel"
            autoComplete="off"
            helperText="Con lada de país: +52 para México, +1 para Estados Unidos"
            normalize={(value) => value.replace(/[\s()-]/g, '')}
          />
          <SelectField form={form} name="status" label="Estatus" opciones={ESTATUS_ACTIVO_INACTIVO} />
        </div>
      </Card>

      <Card className="cartera-form-card">
        <H2 className="cartera-form-section-title">Privilegios</H2>
        {superior && (
          <Callout intent={Intent.WARNING} compact className="cartera-form-banner">
            {MENSAJES_PRIVILEGIOS.usuarioSuperior}
          </Callout>
        )}
        <Callout intent={Intent.PRIMARY} compact className="cartera-form-banner">
          Otorga a cada usuario solo los privilegios que necesita para su trabajo; podrás ampliarlos cuando haga falta.
        </Callout>
        <div className="cartera-privilegios">
          {GRUPOS.map((grupo) => {
            const delGrupo = catalogo.filter((rol) => rol.grupo === grupo);
            if (delGrupo.length === 0) return null;
            return (
              <fieldset key={grupo} className="cartera-privilegios-grupo">
                <legend>{grupo}</legend>
                {delGrupo.map((rol) => (
                  <div key={rol.role} className="cartera-privilegio">
                    <Checkbox
                      checked={seleccionados.has(rol.role)}
                      disabled={!concedible(rol)}
                      title={concedible(rol) ? undefined : MENSAJES_PRIVILEGIOS.soloLosTuyos}
                      onChange={(event) => toggleRol(rol.role, event.currentTarget.checked)}
                      label={rol.nombre}
                    />
                    <Tooltip content={<PrivilegioAyuda rol={rol} />} placement="top" className="cartera-privilegio-ayuda">
                      <button type="button" className="cartera-info-button" aria-label={`Qué permite ${rol.nombre}: ${describir(rol)}`}>
                        <InfoSignIcon size={12} />
                      </button>
                    </Tooltip>
                  </div>
                ))}
              </fieldset>
            );
          })}
        </div>
      </Card>

      <div className="cartera-form-actions">
        <Button text="Cancelar" onClick={() => navigate('/configuracion/usuarios')} />
        <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDiskIcon />} text="Guardar" loading={isLoading} disabled={superior} />
      </div>
    </form>
  );
}

function describir(rol: RolCatalogo): string {
  const permisos = rol.permisos.map((p) => p.descripcion).join('; ');
  return permisos ? `${rol.descripcion}. Permisos: ${permisos}` : rol.descripcion;
}

/** The tooltip of a privilege: what it is for and every permission it grants. */
function PrivilegioAyuda({ rol }: { rol: RolCatalogo }) {
  return (
    <div className="cartera-privilegio-tooltip">
      <p>{rol.descripcion}</p>
      {rol.permisos.length > 0 && (
        <ul>
          {rol.permisos.map((permiso) => (
            <li key={permiso.nombre}>
              <code>{permiso.nombre}</code> {permiso.descripcion}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
