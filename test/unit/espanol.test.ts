import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { etiquetaEdoCivil } from '../../plugins/clientes/shared/clientes.ts';

/**
 * Issue 18: user-facing Spanish is written with its accents. Every string literal, template text and
 * JSX text of the code that shows or sends text (web pages, shared messages, server messages, e-mails)
 * is checked for the common unaccented forms. Identifiers, keys and paths (one lowercase word, no
 * space) are not text and are skipped.
 */
const SIN_ACENTO: Record<string, string> = {
  poliza: 'póliza',
  polizas: 'pólizas',
  numero: 'número',
  emision: 'emisión',
  danos: 'daños',
  facturacion: 'facturación',
  contactanos: 'contáctanos',
  telefono: 'teléfono',
  direccion: 'dirección',
  informacion: 'información',
  bitacora: 'bitácora',
  botacora: 'bitácora',
  codigo: 'código',
  electronico: 'electrónico',
  pagina: 'página',
  configuracion: 'configuración',
  renovacion: 'renovación',
  cotizacion: 'cotización',
  vehiculo: 'vehículo',
  descripcion: 'descripción',
  comision: 'comisión',
  compania: 'compañía',
  sesion: 'sesión',
  contrasena: 'contraseña',
  busqueda: 'búsqueda',
  ultimo: 'último',
  ultima: 'última',
  catalogo: 'catálogo',
  automatica: 'automática',
  automatico: 'automático',
  genero: 'género',
  razon: 'razón',
  credito: 'crédito',
  periodico: 'periódico',
  aqui: 'aquí',
  operacion: 'operación',
  validacion: 'validación',
  accion: 'acción',
  region: 'región',
  salio: 'salió',
};

const RAICES = ['web/src', 'widgets', 'plugins', 'core/shared', 'core/server/auth', 'cli'];
const IGNORAR = /(\.test\.tsx?$|\/data\/|\/generador\/)/;

function archivos(dir: string): string[] {
  return readdirSync(dir).flatMap((nombre) => {
    const ruta = path.join(dir, nombre);
    if (statSync(ruta).isDirectory()) return nombre === 'node_modules' ? [] : archivos(ruta);
    return /\.tsx?$/.test(nombre) && !IGNORAR.test(ruta) ? [ruta] : [];
  });
}

type Nodo = { type: string; [campo: string]: unknown };

interface Texto {
  valor: string;
  /** In JSX (text or attribute): always shown. */
  jsx: boolean;
}

/** Every text the file's code holds: string literals, template parts and JSX text (comments never reach the tree). */
function textos(nodo: unknown, fuera: Texto[], jsx = false): void {
  if (Array.isArray(nodo)) {
    for (const n of nodo) textos(n, fuera, jsx);
    return;
  }
  if (typeof nodo !== 'object' || nodo === null) return;
  const n = nodo as Nodo;
  // Module paths are not text.
  if (n.type === 'ImportDeclaration' || n.type === 'ImportExpression' || n.type === 'ExportAllDeclaration') return;
  if (n.type === 'Literal' && typeof n.value === 'string') fuera.push({ valor: n.value, jsx });
  if (n.type === 'TemplateElement') fuera.push({ valor: String((n.value as { cooked?: string; raw: string }).cooked ?? (n.value as { raw: string }).raw), jsx });
  if (n.type === 'JSXText') fuera.push({ valor: String(n.value), jsx: true });
  const enJsx = jsx || n.type === 'JSXAttribute';
  for (const [clave, valor] of Object.entries(n)) if (clave !== 'type' && clave !== 'source' && typeof valor === 'object') textos(valor, fuera, enJsx);
}

/** Words of code, not of prose: SQL, graph expressions, permission and catalogue codes. */
const CODIGO = /\b(select|from|where|and|or|as|limit|join|case|when|then|coalesce)\b|::|^\[.*\]$/;

/**
 * Text a person reads: a phrase or a capitalised word. An upper-case code (FACTURACION) is text only
 * where JSX shows it; one capitalised word in an API module is a cache tag.
 */
function esTexto({ valor, jsx }: Texto, archivo: string): boolean {
  const t = valor.trim();
  if (CODIGO.test(t)) return false;
  if (/^[A-Z][A-Z0-9_]+$/.test(t)) return jsx;
  if (/^[A-Z]\p{Ll}+$/u.test(t) && /api\.tsx?$/.test(archivo)) return false;
  return /\s/.test(t) || /^[A-ZÁÉÍÓÚÑ]/.test(t);
}

describe('Spanish with its accents in user-facing text', () => {
  it('finds none of the common unaccented forms in the text the product shows or sends', () => {
    const hallazgos: string[] = [];
    const palabras = new RegExp(`(?<![\\p{L}_/.@-])(${Object.keys(SIN_ACENTO).join('|')})(?![\\p{L}_/.@-])`, 'giu');
    for (const archivo of RAICES.flatMap(archivos)) {
      const { program, errors } = parseSync(archivo, readFileSync(archivo, 'utf8'));
      if (errors.length) continue;
      const encontrados: Texto[] = [];
      textos(program, encontrados);
      for (const texto of encontrados.filter((t) => esTexto(t, archivo))) {
        // Paths, URLs and identifiers inside strings are not prose.
        const prosa = texto.valor.replace(/\S*[/=_]\S*/g, ' ');
        for (const m of prosa.matchAll(palabras))
          hallazgos.push(`${archivo}: «${m[1]}» → «${SIN_ACENTO[m[1].toLowerCase()]}» en ${JSON.stringify(texto.valor.trim().slice(0, 80))}`);
      }
    }
    expect(hallazgos, hallazgos.join('\n')).to.deep.equal([]);
  });
});

describe('Spanish that agrees with the person', () => {
  it('says the marital status in the client’s gender', () => {
    expect(etiquetaEdoCivil('casado', 'mujer')).to.equal('Casada');
    expect(etiquetaEdoCivil('casado', 'hombre')).to.equal('Casado');
    expect(etiquetaEdoCivil('viudo', 'mujer')).to.equal('Viuda');
    expect(etiquetaEdoCivil('soltero', null)).to.equal('Soltero');
    expect(etiquetaEdoCivil('concubinato', 'mujer')).to.equal('Concubinato');
  });
});
