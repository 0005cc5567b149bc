#!/usr/bin/env node
// The `cartera` binary: the compiled server (dist/, built here when the sources changed) when it can,
// else the TypeScript sources under tsx (docs/adr/046-servidor-compilado.md).
import { entradaCompilada } from './compilado.js';

const entrada = entradaCompilada();
if (entrada) {
  await import(entrada);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./index.ts');
}
