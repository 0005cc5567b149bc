import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the test SMTP server received, decoded to its plain text. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  raw: string;
  receivedAt: number;
}

export interface TestSmtp {
  /** For the app's SMTP_URL: `smtp://127.0.0.1:PORT`. */
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** The first message to `to` received after `since` (ms epoch, default: any), waiting for it to arrive. */
  waitForMail(to: string, options?: { since?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Every SMTP server this process started: a test reads a code from whichever one got it. */
const arrancados = new Set<TestSmtp>();
let compartido: Promise<TestSmtp> | undefined;

/** The process's shared SMTP server: test servers send there unless a test brings its own. */
export function smtpCompartido(): Promise<TestSmtp> {
  return (compartido ??= startSmtpServer());
}

/**
 * The newest message to `to` any of this process's SMTP servers received (the outbox keeps no
 * codes, so tests read them as a person would: from the mail). Waits a little for one to arrive.
 */
export async function ultimoCorreoA(to: string, timeoutMs = 5_000): Promise<ReceivedMail> {
  const address = to.toLowerCase();
  const hasta = Date.now() + timeoutMs;
  for (;;) {
    const recibidos = [...arrancados].flatMap((s) => s.mails).filter((m) => m.to.includes(address));
    if (recibidos.length > 0) return recibidos.reduce((a, b) => (b.receivedAt >= a.receivedAt ? b : a));
    if (Date.now() > hasta) throw new Error(`No llegó ningún correo para ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A real SMTP server on 127.0.0.1 and an ephemeral port that keeps every message it receives, so a
 * browser test can read the activation code the application mailed. No TLS, any (or no) login.
 */
export async function startSmtpServer(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'prueba' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = parseMessage(raw);
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: parsed.subject,
          text: parsed.text,
          raw,
          receivedAt: Date.now(),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  const smtp: TestSmtp = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    waitForMail(to, { since = 0, timeoutMs = 15_000 } = {}) {
      const address = to.toLowerCase();
      const find = () => mails.find((mail) => mail.receivedAt >= since && mail.to.includes(address));
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = find();
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No llegó ningún correo para ${to} en ${timeoutMs} ms (recibidos: ${mails.map((m) => m.to.join(',')).join('; ') || 'ninguno'})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        arrancados.delete(smtp);
        server.close(() => resolve());
      }),
  };
  arrancados.add(smtp);
  return smtp;
}

/** The six-digit code that sits on a line of its own in an account e-mail. */
export function codeFrom(text: string): string {
  const match = /^\s*(\d{6})\s*$/m.exec(text);
  if (!match) throw new Error(`El correo no trae un código de 6 dígitos en una línea propia:\n${text}`);
  return match[1];
}

// ---- A small MIME reader: enough for what nodemailer sends (plain text or multipart, QP or base64). ----

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function parameter(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}\\s*=\\s*("([^"]*)"|[^;\\s]+)`, 'i').exec(header ?? '');
  return match ? (match[2] ?? match[1]) : undefined;
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = (parameter(part.headers.get('content-type'), 'charset') ?? 'utf-8').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body)
        : Buffer.from(part.body, 'utf8');
  return new TextDecoder(charset === 'us-ascii' ? 'utf-8' : charset).decode(bytes);
}

/** `=?UTF-8?Q?Activa_tu_cuenta?=` and `=?UTF-8?B?...?=` words of a header. */
function decodeHeader(value: string): string {
  // Whitespace between two encoded words is not part of the text.
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_word, charset: string, kind: string, data: string) => {
    const bytes = kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data.replace(/_/g, ' '));
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  });
}

function textOf(part: Part): string | null {
  const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = parameter(part.headers.get('content-type'), 'boundary');
    if (!boundary) return null;
    const pieces = part.body.split(`--${boundary}`).slice(1);
    const parts = pieces.filter((piece) => !piece.startsWith('--')).map((piece) => splitPart(piece.replace(/^\r?\n/, '')));
    for (const child of parts) {
      const text = textOf(child);
      if (text !== null && (child.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith('text/plain')) return text;
    }
    for (const child of parts) {
      const text = textOf(child);
      if (text !== null) return text;
    }
    return null;
  }
  if (type.startsWith('text/html')) return decodeBody(part).replace(/<[^>]+>/g, ' ');
  if (type.startsWith('text/')) return decodeBody(part);
  return null;
}

export function parseMessage(raw: string): { subject: string; text: string } {
  const message = splitPart(raw);
  return { subject: decodeHeader(message.headers.get('subject') ?? ''), text: (textOf(message) ?? '').replace(/\r\n/g, '\n') };
}
