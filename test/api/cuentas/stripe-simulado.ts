import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** Keys the app under test is started with; the stand-in accepts any. */
export const STRIPE_KEYS = { STRIPE_SECRET_KEY: 'sk_test_cartera', STRIPE_WEBHOOK_SECRET: 'whsec_test_cartera' } as const;

const DIA = 86_400;
const ahora = () => Math.floor(Date.now() / 1000);

export interface SuscripcionSimulada {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  created: number;
  ended_at: number | null;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; price: { id: string }; current_period_start: number; current_period_end: number }[] };
}

export interface SesionSimulada {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  created: number;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  /** Every form field the app sent, flat (`line_items[0][price]`). */
  enviado: Record<string, string>;
}

/**
 * A local stand-in for the part of Stripe's API the app uses (Checkout Sessions, subscriptions,
 * prices, the billing portal), speaking its wire format so the official SDK talks to it unchanged.
 * `/pay/{id}` plays the hosted checkout: it pays and redirects to the session's success_url.
 */
export class StripeSimulado {
  readonly sesiones = new Map<string, SesionSimulada>();
  readonly suscripciones = new Map<string, SuscripcionSimulada>();
  readonly precios = new Map<string, 'month' | 'year'>();
  /** Every subscription update the app sent, in order. */
  readonly actualizaciones: { id: string; campos: Record<string, string> }[] = [];
  /** Answer every API call with a 500 (Stripe down). */
  caido = false;
  /** Where /pay/{id} sends the browser: the app's real address replaces success_url's origin. */
  appUrl = '';
  url = '';
  private server: Server | undefined;
  private n = 0;
  /** Like Stripe's, ids never repeat: every stand-in of a test run writes to the same database. */
  private readonly serie = randomBytes(4).toString('hex');
  private readonly firmador = new Stripe('sk_test_firmador');

  async iniciar(): Promise<this> {
    this.server = createServer((req, res) => void this.atender(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return this;
  }

  async cerrar(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Pays an open session as the hosted page would: a customer and an active monthly or yearly subscription. */
  completar(sessionId: string): SuscripcionSimulada {
    const sesion = this.sesiones.get(sessionId);
    if (!sesion) throw new Error(`No hay sesión ${sessionId}`);
    const price = sesion.enviado['line_items[0][price]'];
    const metadata = Object.fromEntries(Object.entries(sesion.enviado).flatMap(([k, v]) => (k.startsWith('subscription_data[metadata][') ? [[k.slice(28, -1), v]] : [])));
    const inicio = ahora();
    const sub: SuscripcionSimulada = {
      id: `sub_${this.serie}${++this.n}`,
      object: 'subscription',
      customer: sesion.customer ?? `cus_${this.serie}${++this.n}`,
      status: 'active',
      created: inicio,
      ended_at: null,
      cancel_at_period_end: false,
      metadata,
      items: {
        object: 'list',
        data: [{ id: `si_${this.serie}${++this.n}`, price: { id: price }, current_period_start: inicio, current_period_end: inicio + this.dias(price) * DIA }],
      },
    };
    this.suscripciones.set(sub.id, sub);
    Object.assign(sesion, { status: 'complete', payment_status: 'paid', customer: sub.customer, subscription: sub.id });
    return sub;
  }

  private dias(price: string): number {
    return this.precios.get(price) === 'year' ? 365 : 30;
  }

  /** Moves a subscription to its next period (a renewal paid) or changes its state. */
  renovar(id: string, status = 'active'): SuscripcionSimulada {
    const sub = this.suscripcion(id);
    const item = sub.items.data[0];
    item.current_period_start = item.current_period_end;
    item.current_period_end = item.current_period_start + this.dias(item.price.id) * DIA;
    sub.status = status;
    return sub;
  }

  suscripcion(id: string): SuscripcionSimulada {
    const sub = this.suscripciones.get(id);
    if (!sub) throw new Error(`No hay suscripción ${id}`);
    return sub;
  }

  /** A webhook delivery: the event's JSON and its Stripe-Signature header, signed with `secret`. */
  evento(tipo: string, objeto: object, opciones: { created?: number; id?: string; secret?: string; timestamp?: number } = {}): { payload: string; firma: string; id: string } {
    const id = opciones.id ?? `evt_${this.serie}${Date.now()}_${++this.n}`;
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      type: tipo,
      created: opciones.created ?? ahora(),
      data: { object: objeto },
      livemode: false,
    });
    const firma = this.firmador.webhooks.generateTestHeaderString({ payload, secret: opciones.secret ?? STRIPE_KEYS.STRIPE_WEBHOOK_SECRET, timestamp: opciones.timestamp });
    return { payload, firma, id };
  }

  private async atender(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const cuerpo = new URLSearchParams(
      await new Promise<string>((resolve) => {
        let texto = '';
        req.on('data', (c: Buffer) => (texto += c.toString()));
        req.on('end', () => resolve(texto));
      }),
    );
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.n}` });
      res.end(JSON.stringify(body));
    };
    const noExiste = (que: string) => json(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${que}` } });
    if (url.pathname.startsWith('/pay/')) {
      const sesion = this.sesiones.get(url.pathname.slice(5));
      if (!sesion) return void res.writeHead(404).end();
      this.completar(sesion.id);
      const destino = new URL(sesion.success_url.replace('{CHECKOUT_SESSION_ID}', sesion.id));
      res.writeHead(302, { location: this.appUrl ? `${this.appUrl}${destino.pathname}${destino.search}` : destino.toString() });
      return void res.end();
    }
    if (this.caido) return json(500, { error: { type: 'api_error', message: 'Stripe no responde' } });
    const [, v1, recurso, sub, id] = url.pathname.split('/');
    if (v1 !== 'v1') return noExiste('route');
    if (req.method === 'POST' && recurso === 'checkout' && sub === 'sessions' && !id) return json(200, this.crearSesion(cuerpo));
    if (req.method === 'GET' && recurso === 'checkout' && sub === 'sessions') {
      const sesion = this.sesiones.get(id);
      return sesion ? json(200, { ...sesion, enviado: undefined }) : noExiste('checkout.session');
    }
    if (req.method === 'GET' && recurso === 'subscriptions') {
      const s = this.suscripciones.get(sub);
      return s ? json(200, s) : noExiste('subscription');
    }
    if (req.method === 'POST' && recurso === 'subscriptions' && sub && !id) {
      const s = this.suscripciones.get(sub);
      if (!s) return noExiste('subscription');
      if (cuerpo.has('cancel_at_period_end')) s.cancel_at_period_end = cuerpo.get('cancel_at_period_end') === 'true';
      this.actualizaciones.push({ id: sub, campos: Object.fromEntries(cuerpo.entries()) });
      return json(200, s);
    }
    if (req.method === 'GET' && recurso === 'prices') {
      const intervalo = this.precios.get(sub);
      return intervalo ? json(200, { id: sub, object: 'price', active: true, currency: 'mxn', recurring: { interval: intervalo } }) : noExiste('price');
    }
    if (req.method === 'POST' && recurso === 'billing_portal' && sub === 'sessions') {
      const customer = cuerpo.get('customer') ?? '';
      return json(200, {
        id: `bps_${this.serie}${++this.n}`,
        object: 'billing_portal.session',
        customer,
        url: `${this.url}/portal/${customer}`,
        return_url: cuerpo.get('return_url'),
      });
    }
    return noExiste('route');
  }

  private crearSesion(cuerpo: URLSearchParams): Omit<SesionSimulada, 'enviado'> {
    const enviado = Object.fromEntries(cuerpo.entries());
    const id = `cs_test_${this.serie}${++this.n}`;
    const sesion: SesionSimulada = {
      id,
      object: 'checkout.session',
      mode: enviado.mode,
      url: `${this.url}/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      created: ahora(),
      client_reference_id: enviado.client_reference_id ?? null,
      customer: enviado.customer ?? null,
      customer_email: enviado.customer_email ?? null,
      subscription: null,
      success_url: enviado.success_url,
      cancel_url: enviado.cancel_url,
      metadata: { agenteId: enviado['metadata[agenteId]'], planId: enviado['metadata[planId]'] },
      enviado,
    };
    this.sesiones.set(id, sesion);
    return { ...sesion, enviado: undefined } as unknown as Omit<SesionSimulada, 'enviado'>;
  }
}

export interface PlanLigado {
  id: number;
  priceId: string;
}

/**
 * Links the monthly Profesional and the yearly Básico plans to prices of the stand-in through the
 * planes:stripe command's own code (as the owner), and gives back what was there before.
 */
export async function ligarPlanes(
  simulado: StripeSimulado,
  db: { withOwner<T>(fn: (k: import('knex').Knex) => Promise<T>): Promise<T> },
): Promise<{ mensual: PlanLigado; anual: PlanLigado; restaurar(): Promise<void> }> {
  const { asignarPreciosStripe } = await import('../../../plugins/cuentas/server/stripe/planes-stripe.command.ts');
  const planes: { id: number; nombre: string; periodicidad: string; stripe_id: string | null }[] = await db.withOwner((k) =>
    k('planes').select('id', 'nombre', 'periodicidad', 'stripe_id'),
  );
  const buscar = (nombre: string, periodicidad: string) => {
    const plan = planes.find((p) => p.nombre === nombre && p.periodicidad === periodicidad);
    if (!plan) throw new Error(`No existe el plan ${nombre} ${periodicidad}`);
    return plan;
  };
  const mensual = { id: buscar('Profesional', 'MENSUAL').id, priceId: 'price_cartera_profesional_mensual' };
  const anual = { id: buscar('Básico', 'ANUAL').id, priceId: 'price_cartera_basico_anual' };
  simulado.precios.set(mensual.priceId, 'month');
  simulado.precios.set(anual.priceId, 'year');
  const config = { ...STRIPE_KEYS, stripeSecretKey: STRIPE_KEYS.STRIPE_SECRET_KEY, stripeWebhookSecret: STRIPE_KEYS.STRIPE_WEBHOOK_SECRET, stripeApiBase: simulado.url };
  await db.withOwner((k) =>
    asignarPreciosStripe(
      k,
      config,
      [mensual, anual].map((p) => ({ planId: p.id, priceId: p.priceId })),
    ),
  );
  return {
    mensual,
    anual,
    async restaurar() {
      await db.withOwner(async (k) => {
        for (const p of planes) await k('planes').where({ id: p.id }).update({ stripe_id: p.stripe_id });
      });
    },
  };
}

/** A webhook delivery posted to the app as Stripe posts it. */
export async function enviarWebhook(
  appUrl: string,
  entrega: { payload: string; firma: string },
): Promise<{ status: number; body: { ok: boolean; message: string; body: { resultado: string } } }> {
  const res = await fetch(`${appUrl}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': entrega.firma },
    body: entrega.payload,
  });
  return { status: res.status, body: await res.json() };
}

/** An agent that bought a plan: the checkout paid on the stand-in, its completion delivered and applied. */
export async function agentePagado(server: TestServer, simulado: StripeSimulado, priceId: string): Promise<{ cuenta: Cuenta; sub: SuscripcionSimulada }> {
  const cuenta = await crearAgente(server);
  const { body } = await server.api('POST', '/payments/stripe/create-checkout', { priceId }, cuenta.auth);
  const sessionId = String(body.body.redirectURL).split('/').at(-1) ?? '';
  const sub = simulado.completar(sessionId);
  const sesion = simulado.sesiones.get(sessionId);
  const aplicado = await enviarWebhook(server.url, simulado.evento('checkout.session.completed', { ...sesion, enviado: undefined }));
  if (aplicado.body?.body?.resultado !== 'aplicado') throw new Error(`El pago no se aplicó: ${JSON.stringify(aplicado.body)}`);
  return { cuenta, sub };
}

export interface EscenarioStripe {
  simulado: StripeSimulado;
  server: TestServer;
  mensual: PlanLigado;
  /** Closes the server and the stand-in and gives the plans back their prices. */
  cerrar(): Promise<void>;
}

/** A Stripe stand-in, the plans linked to its prices, and a server that uses it. */
export async function escenarioStripe(): Promise<EscenarioStripe> {
  const simulado = await new StripeSimulado().iniciar();
  const { mensual, restaurar } = await ligarPlanes(simulado, await getTestDatabase());
  const server = await startTestServer({ env: { ...STRIPE_KEYS, STRIPE_API_BASE: simulado.url } });
  return {
    simulado,
    server,
    mensual,
    async cerrar() {
      await server.close();
      await simulado.cerrar();
      await restaurar();
    },
  };
}
