import { IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

/*
 * Blueprint draws an icon given by name (`icon="document"`) by loading its SVG paths; its own
 * loaders import every icon's paths at once (two ~300 KB files, one per size). web/vite.config.ts
 * points them here instead, so a named icon costs one small file of its own. Icon components
 * (`<DocumentIcon />`) need no loading at all and stay the first choice.
 */
// Keys relative to each folder (`./document.js`), short in the bundle; index.js re-exports every icon: leaving it out is the point.
const rutas16 = import.meta.glob<IconPaths>(['./*.js', '!./index.js'], { base: '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths', import: 'default' });
const rutas20 = import.meta.glob<IconPaths>(['./*.js', '!./index.js'], { base: '../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths', import: 'default' });

async function porIcono(nombre: IconName, tamano: IconSize): Promise<IconPaths> {
  const rutas = tamano === IconSize.LARGE ? rutas20 : rutas16;
  const cargar = rutas[`./${nombre}.js`];
  if (!cargar) throw new Error(`No existe el ícono '${nombre}'`);
  return cargar();
}

/** Stands in for Blueprint's split-by-size loader (the default). */
export const splitPathsBySizeLoader = porIcono;
/** Stands in for Blueprint's all-paths loader, so `Icons.setLoaderOptions({ loader: 'all' })` cannot bring it back. */
export const allPathsLoader = porIcono;
