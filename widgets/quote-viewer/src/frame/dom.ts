/** A child as the builders accept it: text, a node, or nothing (skipped). */
export type Hijo = Node | string | number | null | undefined | false;

type Atributos = Record<string, string | number | boolean | null | undefined | ((e: Event) => void)>;

/**
 * The frame's whole DOM toolkit: an element with attributes (`on…` ones become listeners) and
 * children. Text always goes in as text nodes, so nothing from the API is ever parsed as HTML.
 */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, atributos: Atributos = {}, ...hijos: (Hijo | Hijo[])[]): HTMLElementTagNameMap[K] {
  const nodo = document.createElement(tag);
  for (const [nombre, valor] of Object.entries(atributos)) {
    if (typeof valor === 'function') nodo.addEventListener(nombre.slice(2), valor);
    else if (valor === true) nodo.setAttribute(nombre, '');
    else if (valor !== false && valor !== null && valor !== undefined) nodo.setAttribute(nombre, String(valor));
  }
  for (const hijo of hijos.flat()) {
    if (hijo === null || hijo === undefined || hijo === false) continue;
    nodo.append(typeof hijo === 'number' ? String(hijo) : hijo);
  }
  return nodo;
}

/** A link to a web page, only when it really is one (http or https): never a javascript: URL. */
export function enlaceWeb(url: string | null | undefined, texto: string, atributos: Atributos = {}): HTMLAnchorElement | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return el('a', { href: url, target: '_blank', rel: 'noopener noreferrer', ...atributos }, texto);
}
