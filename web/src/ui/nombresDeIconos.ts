/*
 * Stands in for @blueprintjs/icons' `iconNames` module where its icon loader imports it (see
 * web/vite.config.ts). The original builds every icon's name three ways from a 60 KB list (~10 KB
 * gzip, plus change-case) only so the loader can check a name before loading it; that list sat on
 * every page through Blueprint's <Icon>. Here a name is checked for its shape, and a name that has no
 * paths file is refused by web/src/ui/cargadorDeIconos.ts, which Blueprint reports the same way.
 */
const FORMA = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const IconNamesSet = { has: (nombre: unknown): boolean => typeof nombre === 'string' && FORMA.test(nombre) };

/** Only `Icons.loadAll()` reads it, and nothing here calls it: loading every icon is what the build avoids. */
export const IconNames: Readonly<Record<string, string>> = {};
