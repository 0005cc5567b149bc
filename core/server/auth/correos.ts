import type { Correo } from '../mail/mailer.ts';

/**
 * The account e-mails. The code sits on a line of its own so it is easy to copy (and to read in
 * tests); it is a secret of the message, so the outbox keeps the text without it.
 */
export function correoActivacion(publicUrl: string, destino: { correo: string; nombres: string; agenteId: number }, codigo: string, invitado: boolean): Correo {
  const enlace = `${publicUrl}/activar?email=${encodeURIComponent(destino.correo)}&codigo=${codigo}`;
  const intro = invitado
    ? 'Te dieron acceso a la cuenta de Cartera de tu agencia. Para activar tu usuario usa este código:'
    : 'Gracias por registrarte en Cartera. Tu código de activación es:';
  return {
    para: destino.correo,
    agenteId: destino.agenteId,
    asunto: invitado ? 'Te invitaron a Cartera' : 'Activa tu cuenta de Cartera',
    secretos: [codigo],
    texto: [
      `Hola ${destino.nombres},`,
      '',
      intro,
      '',
      codigo,
      '',
      `Escríbelo en ${enlace} junto con la contraseña que quieras usar. El código vence en 24 horas y solo se puede usar una vez.`,
      '',
      'Si no esperabas este correo, ignóralo.',
    ].join('\n'),
  };
}

export function correoRestauracion(publicUrl: string, destino: { correo: string; nombres: string; agenteId: number }, codigo: string): Correo {
  const enlace = `${publicUrl}/establecer-pass?email=${encodeURIComponent(destino.correo)}&codigo=${codigo}`;
  return {
    para: destino.correo,
    agenteId: destino.agenteId,
    asunto: 'Restablece tu contraseña de Cartera',
    secretos: [codigo],
    texto: [
      `Hola ${destino.nombres},`,
      '',
      'Recibimos una solicitud para restablecer tu contraseña. Tu código es:',
      '',
      codigo,
      '',
      `Escríbelo en ${enlace} para elegir una contraseña nueva. El código vence en 24 horas y solo se puede usar una vez.`,
      '',
      'Si no lo solicitaste, ignora este correo: tu contraseña no cambia.',
    ].join('\n'),
  };
}

/** To the new address of an e-mail change: the code that confirms it. */
export function correoCambio(publicUrl: string, destino: { correo: string; nombres: string; agenteId: number }, codigo: string): Correo {
  const enlace = `${publicUrl}/confirmar-correo?email=${encodeURIComponent(destino.correo)}&codigo=${codigo}`;
  return {
    para: destino.correo,
    agenteId: destino.agenteId,
    asunto: 'Confirma tu nuevo correo en Cartera',
    secretos: [codigo],
    texto: [
      `Hola ${destino.nombres},`,
      '',
      'Se pidió que tu usuario de Cartera use este correo. Para confirmarlo usa este código:',
      '',
      codigo,
      '',
      `Escríbelo en ${enlace}. Hasta que lo confirmes sigues entrando con tu correo anterior. El código vence en 24 horas y solo se puede usar una vez.`,
      '',
      'Si no esperabas este correo, ignóralo: nada cambia.',
    ].join('\n'),
  };
}

/** To the old address of an e-mail change: a notice, so a takeover never goes unseen. */
export function avisoCambioDeCorreo(destino: { correo: string; nombres: string; agenteId: number }, nuevo: string): Correo {
  return {
    para: destino.correo,
    agenteId: destino.agenteId,
    asunto: 'Se pidió cambiar el correo de tu usuario de Cartera',
    texto: [
      `Hola ${destino.nombres},`,
      '',
      `Se pidió cambiar el correo de tu usuario de Cartera a ${nuevo}. El cambio se aplica cuando esa dirección lo confirme con el código que le enviamos.`,
      '',
      'Si no lo pediste tú ni el usuario principal de tu cuenta, avísale de inmediato y cambia tu contraseña.',
    ].join('\n'),
  };
}
