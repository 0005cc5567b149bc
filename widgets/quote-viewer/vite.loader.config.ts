import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { presupuesto } from './presupuesto.ts';

/**
 * The loader agency sites paste: one classic script with a fixed name (its URL is in their pages),
 * no chunks. Written beside the frame's folder, which the frame's build empties: build it second.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  plugins: [presupuesto('Cargador quote-viewer.js', 3 * 1024)],
  build: {
    outDir: fileURLToPath(new URL('../../web/dist/widgets', import.meta.url)),
    emptyOutDir: false,
    lib: { entry: fileURLToPath(new URL('src/loader.ts', import.meta.url)), formats: ['iife'], name: 'CarteraVisor', fileName: () => 'quote-viewer.js' },
  },
});
