import { direcciones, MAX_ENTRADA, revisarDirecciones, type EnvioDatos, type Traduccion } from '../../shared/envio-form.ts';
import type { TipoObjeto } from '../../shared/eventos.ts';
import { MENSAJES_COMUNICACION as M } from '../../shared/mensajes.ts';
import type { CorreoModelo } from '../../shared/modelo-form.ts';

/** What the send form holds: the inputs as typed (addresses comma-separated). */
export interface CamposDeEnvio {
  from: string;
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  celular: string;
  adjuntos: boolean;
}

export const CAMPOS_VACIOS: CamposDeEnvio = { from: '', to: '', cc: '', bcc: '', subject: '', celular: '', adjuntos: false };

/** The form filled from the chosen template and its translation for the object. */
export function camposDeTraduccion(modelo: CorreoModelo, t: Traduccion, previos: CamposDeEnvio): CamposDeEnvio {
  return { ...previos, from: modelo.cuentaFrom ?? '', to: t.cuentaTo ?? '', cc: modelo.cuentaCC ?? '', bcc: modelo.cuentaCCB ?? '', subject: t.asunto, celular: t.celular ?? '' };
}

/** The checks of spec 01 §5 E-mail send, in the browser, before the server repeats them. */
export function errorDeEnvio(c: CamposDeEnvio, conModelo: boolean): string | null {
  if (!conModelo) return M.modeloObligatorio;
  if (!c.to.trim()) return M.paraObligatorio;
  const largo = (['to', 'cc', 'bcc', 'subject'] as const).find((k) => c[k].length > MAX_ENTRADA);
  if (largo) return M.campoLargo({ to: 'Para', cc: 'CC', bcc: 'CCO', subject: 'Asunto' }[largo]);
  if (c.subject.trim().length < 10 || c.subject.trim().length > 100) return M.asuntoLongitud;
  return revisarDirecciones([...direcciones(c.from), ...direcciones(c.to), ...direcciones(c.cc), ...direcciones(c.bcc)]);
}

/** POST /email/crm's payload for the object (a receipt's send names the receipt). */
export function payloadDeEnvio(c: CamposDeEnvio, tipo: TipoObjeto, objectId: number, correoModeloId: number, body: string): Partial<EnvioDatos> {
  const ids = {
    clienteId: tipo === 'cliente' ? objectId : null,
    polizaId: tipo === 'poliza' || tipo === 'renovacion' ? objectId : null,
    reciboId: tipo === 'recibo' ? objectId : null,
    prospectoId: tipo === 'prospecto' ? objectId : null,
    siniestroId: tipo === 'siniestro' ? objectId : null,
  };
  return {
    ...ids,
    correoModeloId,
    from: c.from.trim() || null,
    to: direcciones(c.to),
    cc: direcciones(c.cc),
    bcc: direcciones(c.bcc),
    subject: c.subject.trim(),
    body,
    adjuntos: c.adjuntos,
    celular: c.celular.trim() || null,
  };
}
