import type { ComponentType } from 'react';
import type { Permiso } from '../../../core/shared/access/permisos.ts';
import { puntoDeExtension } from '../../../core/shared/extension.ts';
import type { Dueno } from './duenos.ts';

/**
 * Panels of a record's detail page — the client 360 of issue 18 — each contributed by the plugin
 * whose data it shows: crm the record's open tasks, latest log entries and attachments; polizas a
 * client's policies and receipts. The page reads them (`aportesA(PANELES_DE_REGISTRO)`) and shows
 * each only to a user holding its `permiso`; it names none of the contributors.
 */

/** What a panel receives: the record whose page shows it. */
export interface PanelDeRegistroProps {
  dueno: Dueno;
  id: number;
}

export interface PanelDeRegistro {
  /** '<plugin>.<name>', unique among the panels. */
  id: string;
  /** The panel's heading, in the page's language. */
  titulo: string;
  /** Position on the page; lower first. */
  orden: number;
  /** The owners (entidad) whose pages show it, e.g. ['clientes']; every owner's page when absent. */
  entidades?: readonly string[];
  /** Any of these lets the user see the panel (the server checks the same on the data). */
  permiso: Permiso | readonly Permiso[];
  /** The panel's content, default-exported; loaded with the page, not before. */
  load: () => Promise<{ default: ComponentType<PanelDeRegistroProps> }>;
}

export const PANELES_DE_REGISTRO = puntoDeExtension<PanelDeRegistro>('crm.panelesDeRegistro');
