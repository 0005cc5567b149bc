import type { RegistroDemo } from '../../../crm/server/index.ts';
import type { TipoRegistro } from '../../../crm/shared/bitacora.ts';

const texto = (tipo: TipoRegistro, texto: string, diasDespues = 0) => ({ tipo, texto, diasDespues });

/** What an agent writes about a client day to day; the seeder deals them out over fifteen clients' logs (crm's). */
export const REGISTROS_DEMO: readonly RegistroDemo[] = [
  {
    asunto: 'Renovación de póliza de auto',
    textos: [
      texto('llamada saliente', 'Se le llamó para recordarle que su póliza de auto vence el próximo mes. Pide comparar con otras aseguradoras antes de renovar.'),
      texto('correo', 'Se le envió por correo la comparativa de tres aseguradoras con la misma cobertura amplia.', 2),
    ],
  },
  { asunto: 'Alta de cliente', textos: [texto('nota general', 'Cliente referido por un asegurado de la cartera. Le interesa asegurar su casa y su auto.')] },
  { asunto: 'Seguimiento de cobranza', textos: [texto('llamada saliente', 'Se le recordó el pago del recibo pendiente; confirma que paga esta semana por transferencia.')] },
  {
    asunto: 'Cotización de gastos médicos mayores',
    textos: [
      texto('correo', 'Se envió la cotización de gastos médicos mayores para la familia, con suma asegurada de cinco millones.'),
      texto('llamada entrante', 'Llamó para preguntar por el deducible y el coaseguro; se le explicaron las dos opciones.', 1),
    ],
  },
  {
    asunto: 'Siniestro de auto',
    textos: [
      texto('llamada entrante', 'Reporta un choque menor en un estacionamiento; se le dio el teléfono de cabina de la aseguradora.'),
      texto('nota general', 'El ajustador ya levantó el reporte; queda pendiente la orden de reparación en agencia.', 3),
    ],
  },
  { asunto: 'Actualización de datos', textos: [texto('platica con humano', 'En la visita a la oficina actualizó su domicilio y su correo electrónico.')] },
  { asunto: 'Seguro de vida', textos: [texto('nota general', 'Le interesa un seguro de vida con ahorro para el retiro; agendar una cita para presentarle opciones.')] },
  { asunto: 'Pago de recibo', textos: [texto('correo', 'Envió el comprobante de pago del recibo; se registró el pago y se le confirmó por correo.')] },
  { asunto: 'Cambio de forma de pago', textos: [texto('llamada saliente', 'Pide pasar su póliza de pago mensual a semestral en la próxima renovación.')] },
  {
    asunto: 'Seguro de flotilla',
    textos: [
      texto('platica con humano', 'Reunión para revisar las camionetas de reparto del negocio: quieren asegurarlas en una sola póliza de flotilla.'),
      texto('correo', 'Se envió la propuesta de seguro de flotilla con asistencia vial y responsabilidad civil ampliada.', 4),
    ],
  },
  { asunto: 'Felicitación de cumpleaños', textos: [texto('correo', 'Se le envió una felicitación por su cumpleaños.')] },
  { asunto: 'Seguro de hogar', textos: [texto('llamada saliente', 'Se le ofreció el seguro de hogar con cobertura de sismo; pide la cotización por escrito.')] },
];
