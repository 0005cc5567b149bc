import type { Correo } from '../../../../core/server/mail/mailer.ts';
import type { Empresa } from '../../../catalogos/shared/empresas.ts';
import { nombreCompleto, type PersonaCotizacion } from '../../shared/cotizaciones.ts';
import { MENSAJES_COTIZACIONES as M, NOMBRE_FORMA_PAGO } from '../../shared/mensajes.ts';
import type { FormaPago } from '../../../catalogos/shared/catalogos.ts';

/** The quotation e-mails: to the recipient with the viewer link, and to the agent when the client accepts. */

/** Who signs the quotation: the company profile, or the product's name while the agent has none. */
const firma = (empresa: Empresa) => empresa.razonSocial || 'Tu agente de seguros';

export function correoDeCotizacion(args: {
  para: string;
  agenteId: number;
  noCotizacion: number;
  fecVencimiento: string;
  liga: string;
  empresa: Empresa;
  destinatario: PersonaCotizacion | null;
}): Correo {
  const { empresa } = args;
  const [a, m, d] = args.fecVencimiento.split('-');
  const contacto = [empresa.tel1 && `Teléfono: ${empresa.tel1}`, empresa.correo1 && `Correo: ${empresa.correo1}`].filter(Boolean);
  return {
    para: args.para,
    agenteId: args.agenteId,
    asunto: M.asuntoCorreo(firma(empresa), args.noCotizacion),
    texto: [
      args.destinatario ? `Hola ${nombreCompleto(args.destinatario)},` : 'Hola,',
      '',
      `Te compartimos la cotización ${args.noCotizacion} con las propuestas que preparamos para ti. Puedes consultarla, imprimirla y aceptar la que prefieras en esta liga:`,
      '',
      args.liga,
      '',
      `La cotización vence el ${d}/${m}/${a}.`,
      '',
      firma(empresa),
      ...contacto,
    ].join('\n'),
  };
}

export function correoDeAceptacion(args: { para: string; agenteId: number; noCotizacion: number; nombre: string; propuesta: string; formaPago: FormaPago; liga: string }): Correo {
  return {
    para: args.para,
    agenteId: args.agenteId,
    asunto: M.asuntoCorreoAceptacion(args.noCotizacion),
    texto: [
      `${args.nombre} aceptó la cotización ${args.noCotizacion} desde el visor público.`,
      '',
      `Propuesta: ${args.propuesta}`,
      `Forma de pago: ${NOMBRE_FORMA_PAGO[args.formaPago]}`,
      '',
      `La cotización pasó a Revisión y tienes una tarea para darle seguimiento. Detalle: ${args.liga}`,
    ].join('\n'),
  };
}
