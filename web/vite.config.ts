import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const projectDir = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: webDir,
  plugins: [react()],
  resolve: {
    // date-fns-tz (under Blueprint's date inputs) imports date-fns' CommonJS files; pointing them at
    // the ES copies keeps date-fns in the bundle once instead of twice.
    alias: [{ find: /^date-fns\/(_lib|format|fp)\/(.*)$/, replacement: 'date-fns/esm/$1/$2' }],
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
