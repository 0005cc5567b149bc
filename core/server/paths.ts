import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root folder, wherever the process was started from. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
