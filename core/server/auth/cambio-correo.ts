import type { Knex } from 'knex';
import { Usuario } from '../models/usuario.model.ts';
import type { Mailer } from '../mail/mailer.ts';
import { anularCodigos, createCode } from './codes.ts';
import { avisoCambioDeCorreo, correoActivacion, correoCambio } from './correos.ts';

export interface CambioDeCorreo {
  trx: Knex.Transaction;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  usuario: { id: number; agenteId: number; correo: string; nombres: string; status: string };
  nuevo: string;
}

/**
 * A changed e-mail (issue 12 item 4). A user still pending activation gets a new invitation at the
 * new address, and the old invitation stops working. An active user keeps signing in with the old
 * address until the new one confirms with its code; the old address is told, so a takeover never
 * goes unseen. Answers whether the change waits for confirmation. Mail is sent after commit.
 */
export async function cambiarCorreo({ trx, mailer, publicUrl, secret, usuario, nuevo }: CambioDeCorreo): Promise<{ pendiente: boolean; envios: (() => Promise<void>)[] }> {
  const destino = { correo: nuevo, nombres: usuario.nombres, agenteId: usuario.agenteId };
  if (usuario.status === 'pendiente') {
    await Usuario.query(trx).findById(usuario.id).patch({ correo: nuevo, correoPendiente: null });
    await anularCodigos(trx, usuario.id, 'activacion');
    const codigo = await createCode(trx, secret, usuario, 'activacion');
    return { pendiente: false, envios: [await mailer.enqueue(trx, correoActivacion(publicUrl, destino, codigo, true))] };
  }
  await Usuario.query(trx).findById(usuario.id).patch({ correoPendiente: nuevo });
  const codigo = await createCode(trx, secret, usuario, 'cambio_correo');
  const envios = [
    await mailer.enqueue(trx, correoCambio(publicUrl, destino, codigo)),
    await mailer.enqueue(trx, avisoCambioDeCorreo({ correo: usuario.correo, nombres: usuario.nombres, agenteId: usuario.agenteId }, nuevo)),
  ];
  return { pendiente: true, envios };
}
