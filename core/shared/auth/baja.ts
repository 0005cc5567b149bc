import type { Schema } from '../validation.ts';

/** Business days between the owner's cancellation and the deletion of every datum (issue 19). */
export const DIAS_HABILES_BAJA = 3;

/** Cancelling the account and exporting its data both ask for the owner's contraseña again. */
export const confirmarPasswordSchema: Schema = {
  password: { kind: 'string', label: 'La contraseña', required: 'Escribe tu contraseña para confirmar', max: 50 },
};

/** GET /api/cuenta/baja: the pending cancellation, or null. */
export interface EstadoBaja {
  /** 'yyyy-MM-dd' (Mexico City): from that day the nightly job deletes the account. */
  bajaEl: string;
  solicitadaAt: string;
}

export const MENSAJES_BAJA = {
  soloPrincipal: 'Solo el usuario principal puede dar de baja la cuenta o exportar sus datos',
  yaSolicitada: 'La baja de la cuenta ya está programada',
  sinBaja: 'La cuenta no tiene una baja programada',
  solicitada: (fecha: string) => `Tu cuenta se eliminará a partir del ${fecha}; hasta entonces puedes exportar tus datos o cancelar la baja`,
  deshecha: 'Cancelaste la baja; tu cuenta y tus datos se conservan',
  titulo: 'Baja de la cuenta',
  explicacion: `Al dar de baja la cuenta, ${DIAS_HABILES_BAJA} días hábiles después se eliminan todos sus datos (clientes, pólizas, recibos, siniestros, usuarios y archivos) y ya no se podrá iniciar sesión. Antes de esa fecha puedes exportar tus datos y cancelar la baja.`,
  programada: (fecha: string) => `La cuenta se eliminará a partir del ${fecha}. Hasta entonces puedes exportar tus datos o cancelar la baja.`,
  avisoPago: 'Si pagas tu plan con tarjeta, tu suscripción dejará de renovarse: no se harán más cargos después del periodo ya pagado.',
  exportacion: 'Exporta todos los datos de la cuenta (un archivo .zip con un JSON por tabla y los archivos guardados).',
  botonBaja: 'Dar de baja la cuenta',
  botonDeshacer: 'Cancelar la baja',
  botonExportar: 'Exportar mis datos',
  confirmar: 'Confirmar la baja',
  confirmarExportacion: 'Descargar',
  password: 'Contraseña',
  cancelar: 'Cancelar',
};
