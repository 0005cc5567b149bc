// Loaded with `node --import` (NODE_OPTIONS) before anything else: registers the hooks of ganchos.js.
import { register } from 'node:module';

register(new URL('./ganchos.js', import.meta.url), import.meta.url, { data: { archivo: process.env.VIGIA_ARCHIVO } });
