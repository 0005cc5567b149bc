#!/usr/bin/env node
// The `cartera` binary: registers tsx so the TypeScript sources run directly.
import { register } from 'tsx/esm/api';

register();
await import('./index.ts');
