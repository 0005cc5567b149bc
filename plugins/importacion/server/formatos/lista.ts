import { formatosAxa } from './aseguradoras/axa.ts';
import { formatosBanorte } from './aseguradoras/banorte.ts';
import { formatosBbva } from './aseguradoras/bbva.ts';
import { formatosChubb } from './aseguradoras/chubb.ts';
import { formatosGnp } from './aseguradoras/gnp.ts';
import { formatosHdi } from './aseguradoras/hdi.ts';
import { formatosInbursa } from './aseguradoras/inbursa.ts';
import { formatosMapfre } from './aseguradoras/mapfre.ts';
import { formatosMetlife } from './aseguradoras/metlife.ts';
import { formatosQualitas } from './aseguradoras/qualitas.ts';
import { formatosSmnyl } from './aseguradoras/smnyl.ts';
import { formatosZurich } from './aseguradoras/zurich.ts';
import type { Formato } from './tipos.ts';

/** Every registered format (ADR 031): adding one is adding it here, in its insurer's module. */
export const FORMATOS: readonly Formato[] = [
  ...formatosGnp,
  ...formatosAxa,
  ...formatosQualitas,
  ...formatosMapfre,
  ...formatosChubb,
  ...formatosHdi,
  ...formatosMetlife,
  ...formatosSmnyl,
  ...formatosBbva,
  ...formatosBanorte,
  ...formatosInbursa,
  ...formatosZurich,
];
