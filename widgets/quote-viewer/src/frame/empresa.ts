import type { EmpresaPublica } from '../../../../plugins/cotizaciones/shared/visor.ts';
import { el, enlaceWeb } from './dom.ts';
import { TEXTOS } from './textos.ts';

const REDES = [
  ['facebook', 'Facebook'],
  ['youtube', 'YouTube'],
  ['tiktok', 'TikTok'],
  ['twitter', 'X (Twitter)'],
] as const;

/** Only paths on this origin or web addresses reach an img src (the profile validates them; this keeps it so). */
const esImagen = (url: string | null | undefined): url is string => !!url && (/^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//')));

const telefono = (tel: string) => el('a', { href: `tel:${tel.replace(/[^\d+]/g, '')}` }, tel);
const correo = (c: string) => el('a', { href: `mailto:${c}` }, c);

/** The agent's company: logo, name, address, phones, e-mails, site and social links (spec 03 §2). */
export function encabezadoEmpresa(empresa: EmpresaPublica): HTMLElement {
  const telefonos = [empresa.tel1, empresa.tel2].filter(Boolean);
  const correos = [empresa.correo1, empresa.correo2].filter(Boolean);
  const redes = REDES.map(([campo, nombre]) => enlaceWeb(empresa[campo], nombre)).filter((a) => a !== null);
  const separar = (nodos: Node[]) => nodos.flatMap((n, i) => (i ? [', ', n] : [n]));
  return el(
    'header',
    { class: 'empresa' },
    esImagen(empresa.logoUrl) && el('img', { class: 'logo', src: empresa.logoUrl, alt: TEXTOS.logo(empresa.razonSocial) }),
    el(
      'div',
      { class: 'empresa-datos' },
      el('p', { class: 'razon-social' }, empresa.razonSocial),
      empresa.direccion && el('p', {}, empresa.direccion),
      el(
        'ul',
        { class: 'contacto', 'aria-label': TEXTOS.contacto },
        telefonos.length > 0 && el('li', {}, `${TEXTOS.telefono}: `, separar(telefonos.map(telefono))),
        correos.length > 0 && el('li', {}, `${TEXTOS.correo}: `, separar(correos.map(correo))),
        empresa.web && el('li', {}, `${TEXTOS.web}: `, enlaceWeb(empresa.web, empresa.web.replace(/^https?:\/\//i, ''))),
      ),
      redes.length > 0 &&
        el(
          'ul',
          { class: 'redes', 'aria-label': TEXTOS.redes },
          redes.map((a) => el('li', {}, a)),
        ),
    ),
  );
}

/** Footer with the current year's copyright (the spec's screen showed a fixed 2023). */
export function pieEmpresa(empresa: EmpresaPublica | null): HTMLElement {
  return el('footer', { class: 'pie' }, TEXTOS.derechos(new Date().getFullYear(), empresa?.razonSocial ?? null));
}
