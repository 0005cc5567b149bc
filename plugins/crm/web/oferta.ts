import type { Oferta } from '../../../web/src/plugins/contract.ts';

/** What the log, attachments and tasks offer, for the product pages. */
export const OFERTA_CRM: Oferta = {
  inicio: {
    titulo: 'Seguimiento de cada cliente',
    texto: 'Bitácora, archivos y tareas de tu equipo, ligados a cada cliente y a cada póliza.',
    orden: 30,
  },
  plan: { textos: ['Bitácora, archivos adjuntos y tareas'], orden: 30 },
};
