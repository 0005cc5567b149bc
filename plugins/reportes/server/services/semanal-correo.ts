import { formatDinero, formatFecha, centavos } from '../../../../core/shared/format.ts';
import type { Correo } from '../../../../core/server/mail/mailer.ts';
import { nombreDe as nombre, type ReporteSemanal } from '../../shared/agenda.ts';
import { CORREO_SEMANAL, MENSAJES_AGENDA, TEXTOS_AGENDA as T } from '../../shared/agenda-mensajes.ts';

const dinero = (monto: number, moneda = 'MXN') => formatDinero(centavos(monto), moneda);

const escapar = (texto: string) => texto.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

interface Seccion {
  titulo: string;
  filas: { texto: string; enlace: string }[];
}

function secciones(reporte: ReporteSemanal, url: string): Seccion[] {
  return [
    {
      titulo: T.renovaciones,
      filas: reporte.renovaciones.map((p) => ({
        texto: `${formatFecha(p.vencimiento)} · ${T.poliza} ${p.noPoliza} (${p.ramo}) · ${nombre(p)} · ${dinero(p.total, p.moneda)}`,
        enlace: `${url}/poliza/${p.polizaId}`,
      })),
    },
    {
      titulo: T.cobranza,
      filas: reporte.cobranza.map((r) => ({
        texto: `${formatFecha(r.vencimiento)} · ${T.poliza} ${r.noPoliza} ${T.recibo.toLowerCase()} ${r.serie}/${r.totalSerie} · ${nombre(r)} · ${dinero(r.total, r.moneda)}${r.vencido ? ` · ${T.vencido}` : ''}`,
        enlace: `${url}/poliza/${r.polizaId}`,
      })),
    },
    {
      titulo: T.cumpleanos,
      filas: reporte.cumpleanos.map((c) => ({ texto: `${formatFecha(c.fecha)} · ${nombre(c)} (${c.edad})`, enlace: `${url}/clientes/${c.clienteId}` })),
    },
  ];
}

/** The Monday e-mail: the week's summary and its three sections, as text and as simple HTML, with links to the items. */
export function correoSemanal(reporte: ReporteSemanal, destino: { correo: string; nombres: string; agenteId: number }, publicUrl: string): Correo {
  const url = publicUrl.replace(/\/$/, '');
  const { summary } = reporte;
  const resumen = [
    `${T.polizasPorRenovar}: ${summary.polizas} (${dinero(summary.polizasTotal)})`,
    `${T.recibosPorCobrar}: ${summary.recibos} (${T.comisionesPorCobrar.toLowerCase()}: ${dinero(summary.recibosComiciones)})`,
    `${T.cumpleanosSemana}: ${summary.cumpleanos}`,
  ];
  const enLinea = `${url}/reportes/semanal/${reporte.inicio}`;
  const partes = secciones(reporte, url);
  const texto = [
    CORREO_SEMANAL.saludo(destino.nombres),
    '',
    CORREO_SEMANAL.intro,
    '',
    ...resumen,
    ...partes.flatMap((s) => ['', s.titulo.toUpperCase(), ...(s.filas.length ? s.filas.map((f) => `- ${f.texto}: ${f.enlace}`) : [MENSAJES_AGENDA.sinRegistros])]),
    '',
    `${CORREO_SEMANAL.verEnLinea}: ${enLinea}`,
    CORREO_SEMANAL.baja,
  ].join('\n');
  const html = [
    `<p>${escapar(CORREO_SEMANAL.saludo(destino.nombres))}</p><p>${escapar(CORREO_SEMANAL.intro)}</p>`,
    `<ul>${resumen.map((l) => `<li>${escapar(l)}</li>`).join('')}</ul>`,
    ...partes.map(
      (s) =>
        `<h3>${escapar(s.titulo)}</h3>` +
        (s.filas.length
          ? `<ul>${s.filas.map((f) => `<li><a href="${escapar(f.enlace)}">${escapar(f.texto)}</a></li>`).join('')}</ul>`
          : `<p>${escapar(MENSAJES_AGENDA.sinRegistros)}</p>`),
    ),
    `<p><a href="${escapar(enLinea)}">${escapar(CORREO_SEMANAL.verEnLinea)}</a></p><p>${escapar(CORREO_SEMANAL.baja)}</p>`,
  ].join('\n');
  const asunto = CORREO_SEMANAL.asunto(formatFecha(reporte.inicio), formatFecha(reporte.fin));
  return { para: destino.correo, asunto, texto, html, agenteId: destino.agenteId };
}
