/** Core's own tables (identity, outbox, errors, page views, data versions): plugins use these models. */
export { Agente, agenteT } from './agente.model.ts';
export { AppError, appErrorT } from './app-error.model.ts';
export { CanalCambios, canalCambiosT } from './canal-cambios.model.ts';
export { CodigoVerificacion, codigoVerificacionT } from './codigo-verificacion.model.ts';
export { CorreoSaliente, correoSalienteT } from './correo-saliente.model.ts';
export { EventoPagina, eventoPaginaT } from './evento-pagina.model.ts';
export { IntentoAcceso, intentoAccesoT } from './intento-acceso.model.ts';
export { Sesion, sesionT, type MotivoRevocacion } from './sesion.model.ts';
export { Usuario, usuarioT } from './usuario.model.ts';
export { VersionCartera, versionCarteraT } from './version-cartera.model.ts';
export { SuscripcionCambios, suscripcionCambiosT } from './suscripcion-cambios.model.ts';
