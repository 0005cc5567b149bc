import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precomprimir } from './build/precomprimir.ts';
import { presupuestoDelShell } from './build/presupuesto.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const projectDir = fileURLToPath(new URL('..', import.meta.url));

/** Blueprint's icon loader checks names against every icon's name; web/src/ui/nombresDeIconos.ts checks them without that list. */
const nombresDeIconos: Plugin = {
  name: 'cartera-nombres-de-iconos',
  enforce: 'pre',
  resolveId(fuente, importador) {
    if (fuente === './iconNames' && importador?.replaceAll('\\', '/').endsWith('@blueprintjs/icons/lib/esm/iconLoader.js')) {
      return fileURLToPath(new URL('src/ui/nombresDeIconos.ts', import.meta.url));
    }
  },
};

export default defineConfig({
  root: webDir,
  // The budget table is printed by every build; the brotli and gzip twins are what the server sends.
  plugins: [react(), nombresDeIconos, presupuestoDelShell(projectDir), precomprimir()],
  resolve: {
    // date-fns-tz (under Blueprint's date inputs) imports date-fns' CommonJS files; pointing them at
    // the ES copies keeps date-fns in the bundle once instead of twice.
    alias: [
      { find: /^date-fns\/(_lib|format|fp)\/(.*)$/, replacement: 'date-fns/esm/$1/$2' },
      // Blueprint's icon loaders (imported by its iconLoader.js) pull every icon's paths; ours loads one icon.
      { find: /^\.\/paths-loaders\/(allPathsLoader|splitPathsBySizeLoader)$/, replacement: fileURLToPath(new URL('src/ui/cargadorDeIconos.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    // Plugin pages and core/shared live outside web/; the dev server must be allowed to serve them.
    fs: { allow: [projectDir] },
    proxy: { '/api': 'http://localhost:3000' },
  },
});
