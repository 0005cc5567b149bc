import { Icon, type IconName } from '@blueprintjs/core';
import { createElement, type ReactElement } from 'react';

/**
 * An icon by name, for what every page loads: the route lists (plugins' web/index.ts) and their
 * offers. An icon component (`<PeopleIcon />`) carries its SVG paths in the code, and the route lists
 * are read on every page, the sign-in page too; by name, Blueprint fetches one icon's paths when it is
 * drawn (web/src/ui/cargadorDeIconos.ts). Pages keep using icon components.
 */
export function icono(nombre: IconName, size?: number): ReactElement {
  return createElement(Icon, size ? { icon: nombre, size } : { icon: nombre });
}
