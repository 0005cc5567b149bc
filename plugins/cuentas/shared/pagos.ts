import type { Plan, SuscripcionResumen } from '../../../core/shared/auth/contract.ts';

/** Every text of card payments (server answers and screens), in one place (docs/adr/030-stripe.md). */
export const MENSAJES_PAGOS = {
  noConfigurado: 'El pago en línea no está configurado. Escríbenos y te ayudamos a contratar tu plan.',
  planNoEnVenta: 'Este plan no se puede contratar en línea. Elige otro plan o escríbenos.',
  precioRequerido: 'Indica el plan que quieres contratar (priceId). Ejemplo: {"priceId": "price_123"}',
  sesionRequerida: 'Indica la sesión de pago (sessionId). Ejemplo: sessionId=cs_test_123',
  sesionAjena: 'La sesión de pago no existe o no es de tu cuenta',
  yaSuscrito: 'Ya tienes una suscripción pagada vigente. Cambia tu plan desde Facturación.',
  sinClienteStripe: 'Tu cuenta todavía no tiene pagos en línea: contrata un plan para administrar tu facturación.',
  proveedorNoDisponible: 'No pudimos comunicarnos con el proveedor de pagos. Intenta de nuevo en unos minutos.',
  proveedorRechazo: 'El proveedor de pagos rechazó la solicitud. Intenta de nuevo o escríbenos.',
  firmaInvalida: 'La firma del evento de Stripe no es válida',
  webhookNoConfigurado: 'Los eventos de Stripe no están configurados en este servidor',
  eventoInvalido: 'El evento de Stripe no es válido',
  suscritoTitulo: 'Ya estás suscrito, muchas gracias',
  suscritoTexto: 'Tu pago quedó registrado y tu cuenta ya tiene todo tu plan.',
  pagoIncompletoTitulo: 'No se completó el pago',
  pagoIncompletoTexto: 'Tu pago no se completó y no se hizo ningún cargo. Puedes intentarlo de nuevo desde Planes.',
  verificandoPago: 'Verificando tu pago…',
  administrarFacturacion: 'Administrar facturación',
  contratarPorCorreo: 'Contratar por correo',
  soloFacturacion: 'Solo quien administra la facturación de la cuenta puede contratar un plan: pídeselo al titular de tu cuenta.',
} as const;

/** A plan of GET /planes: `pagoEnLinea` when Stripe is configured and the plan is linked to a price. */
export interface PlanEnVenta extends Plan {
  pagoEnLinea: boolean;
}

/** GET /suscripciones/activa: `facturacionEnLinea` when the agent pays through Stripe (its customer portal). */
export interface SuscripcionActiva extends SuscripcionResumen {
  facturacionEnLinea: boolean;
}

/** GET /payments/stripe/checkout: whether the Checkout Session was paid. */
export interface CheckoutEstado {
  status: 'complete' | 'no_complete';
}
