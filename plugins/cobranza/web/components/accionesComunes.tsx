import { DocumentOpenIcon, HistoryIcon, PaperclipIcon } from '@blueprintjs/icons';
import { PERMISOS } from '../permisos.ts';

/** The actions every card of both screens has: the policy's detail, the log and the attachments. */
export const VER_POLIZA = { accion: 'detalle', texto: 'Detalle de póliza', icono: <DocumentOpenIcon />, permiso: PERMISOS.verPoliza } as const;
export const BITACORA = { accion: 'bitacora', texto: 'Bitácora', icono: <HistoryIcon />, permiso: PERMISOS.bitacora } as const;
export const ADJUNTOS = { accion: 'adjuntos', texto: 'Adjuntos', icono: <PaperclipIcon />, permiso: PERMISOS.adjuntos } as const;
