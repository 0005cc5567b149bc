import type { Knex } from 'knex';
import type { Transporter } from 'nodemailer';
import { fn, type PartialModelObject } from 'objection';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { withSystemScope } from '../db/tenancy.ts';
import { CorreoSaliente } from '../models/correo-saliente.model.ts';
import { servicio } from '../plugins/services.ts';

export interface Correo {
  para: string;
  asunto: string;
  texto: string;
  html?: string;
  agenteId?: number | null;
  /** Copies, blind copies (comma-separated), the address replies go to, and files from storage (comunicacion's sends). */
  cc?: string;
  cco?: string;
  responderA?: string;
  adjuntos?: { archivo: string; contenido: Buffer }[];
  /** Values only the recipient may read (one-time codes): the outbox keeps the message without them. */
  secretos?: string[];
}

/** The message as the outbox keeps it: each secret replaced, so no usable code is at rest. */
function sinSecretos(texto: string, secretos: readonly string[]): string {
  return secretos.reduce((t, secreto) => t.replaceAll(secreto, '[omitido]'), texto);
}

export interface Mailer {
  /** Records the message in the outbox inside trx; it is delivered once trx has committed. */
  enqueue(trx: Knex.Transaction, correo: Correo): Promise<() => Promise<void>>;
}

/** Core publishes its mailer to the plugins under this key. */
export const MAILER = servicio<Mailer>('mailer');

/**
 * Mail over SMTP_URL with nodemailer. Every message is first written to correos_salientes in the
 * caller's transaction (so a rolled-back registration sends nothing), without its secrets; delivery
 * runs after commit from memory. Without SMTP_URL the full text goes to the log instead, so a person
 * trying Cartera locally can still read an activation code.
 */
export function createMailer(config: Config, log: Logger, knex: Knex): Mailer {
  // Made at the first message: a server that sends none never loads nodemailer (3 MB of heap).
  let transport: Promise<Transporter> | undefined;
  const conectar = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(config.smtpUrl)));
  return {
    async enqueue(trx, correo) {
      const { id } = await CorreoSaliente.query(trx).insert({
        agenteId: correo.agenteId ?? null,
        para: correo.para,
        asunto: correo.asunto,
        texto: sinSecretos(correo.texto, correo.secretos ?? []),
        html: correo.html === undefined ? null : sinSecretos(correo.html, correo.secretos ?? []),
      });
      return async () => {
        if (!config.smtpUrl) {
          log.info('correo sin SMTP_URL (guardado en la bandeja de salida)', { correoId: id, para: correo.para, asunto: correo.asunto, texto: correo.texto });
          return;
        }
        // After the request's transaction: the outcome is written in a system-scope one of its own.
        const anotar = (cambio: PartialModelObject<CorreoSaliente>) => withSystemScope(knex, async (trx) => void (await CorreoSaliente.query(trx).findById(id).patch(cambio)));
        try {
          const transporte = await conectar();
          await transporte.sendMail({
            from: config.mailFrom,
            to: correo.para,
            cc: correo.cc,
            bcc: correo.cco,
            replyTo: correo.responderA,
            subject: correo.asunto,
            text: correo.texto,
            html: correo.html,
            attachments: correo.adjuntos?.map((a) => ({ filename: a.archivo, content: a.contenido })),
          });
          await anotar({ estado: 'enviado', enviadoAt: fn.now() });
        } catch (err) {
          log.error('no se pudo enviar un correo', { correoId: id, para: correo.para, error: err as Error });
          await anotar({ estado: 'error', error: (err as Error).message.slice(0, 1000) });
        }
      };
    },
  };
}
