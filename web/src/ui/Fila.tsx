import { Card, type CardProps } from '@blueprintjs/core';

/**
 * A row of a Blueprint CardList. The list says role="list" to assistive technology, so each row must
 * say role="listitem" (axe: aria-required-children, critical).
 */
export function Fila(props: CardProps) {
  return <Card role="listitem" {...props} />;
}
