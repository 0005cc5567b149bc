import type { Aporte } from '../../../core/shared/extension.ts';
import type { Permiso } from '../session/permisos.ts';
import type { IconName } from '@blueprintjs/icons';
import type { ComponentType, ReactElement } from 'react';

/**
 * What a plugin's `web/index.ts` exports as `webPlugin`. Keep that module small: the shell imports
 * every plugin's index eagerly, so pages must stay behind `load` to be split into their own chunks.
 */
export interface WebPlugin {
  /** The plugin's id, as in its plugin.json. */
  id: string;
  routes?: WebRoute[];
  navigation?: NavEntry[];
  /** Right-hand panels opened from a button in the top bar (the task panel). */
  panels?: WebPanel[];
  /** Dialogs other plugins open by id (the client capture form): see WebDialog. */
  dialogs?: WebDialog[];
  /** Entries of the settings menu (/configuracion) for the plugin's own settings pages. */
  ajustes?: AjusteEntry[];
  /** Entries for other plugins' extension points (core/shared/extension.ts): `aportar(PUNTO, [...])`. */
  aportes?: Aporte[];
  /** What the plugin lets an agent do, for the pages that describe the product. */
  oferta?: Oferta;
}

/**
 * What a plugin offers, in the words of the landing page (/), the plans page (/planes) and the
 * welcome page (/comofunciona). Those pages are built from the plugins loaded, so the product never
 * promises a screen it lacks.
 */
export interface Oferta {
  /** A card of the landing page; `orden` places it. */
  inicio?: { titulo: string; texto: string; orden: number };
  /** Lines of 'Todos los planes incluyen'; `orden` places them. */
  plan?: { textos: string[]; orden: number };
  /** A way to load the portfolio, on /comofunciona. */
  carga?: { titulo: string; texto: string; icono: ReactElement; orden: number };
}

/** A link of the settings menu: shown when its page is installed and the user holds `permiso`. */
export interface AjusteEntry {
  label: string;
  path: string;
  descripcion: string;
  icon: ReactElement;
  /** Position in the menu (the spec's order: 10 Mi Cuenta … 90 Facturación). */
  order: number;
  permiso?: Permiso;
}

/** A page of the plugin, mounted under the shell's layout. */
export interface WebRoute {
  /** A react-router path, absolute: `/polizas`, `/polizas/:polizaId`. */
  path: string;
  /** `() => import('./pages/PolizaListPage.tsx')`: the page module, default-exporting the page. */
  load: () => Promise<{ default: ComponentType }>;
  /** The permission code (or any of several) the page needs, e.g. `POLIZAS_R`. */
  permiso?: Permiso;
  /** Reachable without signing in. */
  public?: boolean;
  /**
   * Also open to a session whose subscription has ended (ROLE_UNSUBSCRIBE_USER), which is otherwise
   * confined to a few pages (spec 01 §2 "Route access by session kind"): account, plan, payment return.
   */
  allowUnsubscribed?: boolean;
}

/**
 * A panel that slides in from the right (500 px, at most 85% of the window), opened by a button in
 * the top bar that shows only to users holding `permiso`.
 */
export interface WebPanel {
  id: string;
  /** The button's accessible name and the panel's title, e.g. 'Tareas'. */
  label: string;
  icon: ReactElement;
  permiso?: Permiso;
  load: () => Promise<{ default: ComponentType<{ onClose: () => void }> }>;
}

/**
 * A dialog a plugin lends to the others (docs/adr/014-web-contribuciones.md). Plugin web code may not
 * import another plugin's components, so a caller opens it through the shell's `<PluginDialog id>`;
 * the shell draws the dialog frame with `title` and loads the content on first opening.
 */
export interface WebDialog {
  /** '<plugin>.<name>', e.g. 'clientes.captura'; callers name it in their `<PluginDialog>`. */
  id: string;
  title: string;
  /** Who may open it; the shell shows nothing to anyone else. */
  permiso?: Permiso;
  /** The content, default-exported; it receives WebDialogProps. */
  load: () => Promise<{ default: ComponentType<WebDialogProps> }>;
}

/**
 * What a contributed dialog's content receives. `onDone` hands the outcome (the saved client) to
 * the caller, whose handler closes the dialog; `onClose` closes it with nothing done.
 * Each dialog documents its result type, which lives in its plugin's shared/ folder.
 */
export interface WebDialogProps<R = unknown, P = unknown> {
  onClose: () => void;
  onDone: (result: R) => void;
  /**
   * The caller's input, when the dialog needs one (the owner of a log: `{entidad, id}`). The content
   * receives it as `unknown` (its load is typed without it) and checks it before use.
   */
  params?: P;
}

/** The side-navigation groups, in the order the navigation shows them. */
export const NAV_GROUPS = ['modulos', 'catalogos', 'reportes', 'administracion'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** An entry of the side navigation. */
export interface NavEntry {
  group: NavGroup;
  label: string;
  path: string;
  /**
   * Prefer an element (`<DocumentIcon />` from `@blueprintjs/icons`): an icon given by name pulls
   * the whole icon-path chunk on first use.
   */
  icon?: IconName | ReactElement;
  /** Position inside the group; lower first. */
  order: number;
  permiso?: Permiso;
}
