import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { presupuesto } from './presupuesto.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The frame page agency sites embed (and /cotizaciones/visor/{uuid} serves): built next to the web
 * shell, under its widgets/ folder, which is what the server lets other sites frame. Absolute asset
 * URLs, so the same page works from both paths. Build it after the shell: the shell's build empties dist.
 */
export default defineConfig({
  root: dir,
  base: '/widgets/quote-viewer/',
  publicDir: false,
  plugins: [presupuesto('Visor de cotizaciones (JS + CSS)', 25 * 1024)],
  build: {
    outDir: fileURLToPath(new URL('../../web/dist/widgets/quote-viewer', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: { input: { frame: `${dir}frame.html` } },
  },
});
