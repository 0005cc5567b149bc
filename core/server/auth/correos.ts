import type { Correo } from '../mail/mailer.ts';

/** The account e-mails. The code sits on a line of its own so it is easy to copy (and to read in tests). */
export function correoActivacion(publicUrl: string, destino: { correo: string; nombres: string; agenteId: number }, codigo: string, invitado: boolean): Correo {
  const enlace = `${publicUrl}/activar?email=${encodeURIComponent(destino.correo)}&codigo=${codigo}`;
  const intro = invitado
    ? 'Te dieron acceso a la cuenta de Cartera de tu agencia. Para activar tu usuario usa este código:'
    : 'Gracias por registrarte en Cartera. Tu código de activación es:';
  return {
    para: destino.correo,
    agenteId: destino.agenteId,
    asunto: invitado ? 'Te invitaron a Cartera' : 'Activa tu cuenta de Cartera',
    texto: [
      `Hola ${destino.nombres},`,
      '',
      intro,
      '',
      codigo,
      '',
      `Escríbelo en ${enlace} junto con el password que quieras usar. El código vence en 24 horas y solo se puede usar una vez.`,
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
    asunto: 'Restablece tu password de Cartera',
    texto: [
      `Hola ${destino.nombres},`,
      '',
      'Recibimos una solicitud para restablecer tu password. Tu código es:',
      '',
      codigo,
      '',
      `Escríbelo en ${enlace} para elegir un password nuevo. El código vence en 24 horas y solo se puede usar una vez.`,
      '',
      'Si no lo solicitaste, ignora este correo: tu password no cambia.',
    ].join('\n'),
  };
}
