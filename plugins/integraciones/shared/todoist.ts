/** Todoist tasks linked to policies and receipts (spec 01 §7 /todoist/*; docs/adr/034-integraciones-todoist.md). */

/** What a task is for: a policy's renewal, or a receipt's due date. */
export const TIPOS_TAREA = ['POLIZA', 'RECIBO'] as const;
export type TipoTareaTodoist = (typeof TIPOS_TAREA)[number];

/** A linked task as GET /todoist/poliza/{id} answers it. */
export interface TareaTodoist {
  tipo: TipoTareaTodoist;
  polizaId: number;
  reciboId: number | null;
  /** The receipt's series, for a receipt's task. */
  serie: number | null;
  contenido: string;
  /** yyyy-MM-dd */
  vencimiento: string;
  url: string;
  completada: boolean;
}

/** body of GET /todoist/poliza/{id}. */
export interface TareasDePoliza {
  /** Whether the agent saved a Todoist token: without one nothing can be created. */
  configurada: boolean;
  /** The renewal task, or null. */
  poliza: TareaTodoist | null;
  recibos: TareaTodoist[];
  /** Set when Todoist could not be asked whether the tasks are still open: the answer is what Cartera last knew. */
  aviso: string | null;
}

/** body of GET /todoist/recibo/{id}: the receipt's task, or null. */
export interface TareaDeRecibo {
  configurada: boolean;
  tarea: TareaTodoist | null;
}

/** body of POST /todoist/poliza/{id}: how many tasks were created now (those already linked are kept). */
export interface TareasCreadas {
  creadas: number;
}
