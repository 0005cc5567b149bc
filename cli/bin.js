#!/usr/bin/env -S node --max-semi-space-size=8
// The `cartera` binary: the compiled server (dist/, built here when the sources changed) when it can,
// else the TypeScript sources under tsx (docs/adr/046-servidor-compilado.md). Run it itself, as npm
// start and systemd do: the first line caps V8's young generation at 2 × 8 MB (16 by default), which
// Node reads only at its start (docs/adr/032-importacion-excel.md, session 14).
import { entradaCompilada } from './compilado.js';

const entrada = entradaCompilada();
if (entrada) {
  await import(entrada);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./index.ts');
}
