// knex's CLI loads plain JavaScript: this registers tsx and hands over to knexfile.ts, so
// `npx knex migrate:latest` works as it is.
import { register } from 'tsx/esm/api';

register();
const { default: configuracion } = await import('./knexfile.ts');
export default configuracion;
