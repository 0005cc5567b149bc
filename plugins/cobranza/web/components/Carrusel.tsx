import { Button } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { useRef, type ReactNode } from 'react';

interface CarruselProps {
  /** The strip's accessible name, e.g. 'Recibos por cobrar'. */
  etiqueta: string;
  children: ReactNode;
}

/** A horizontal strip of cards that scrolls a screenful at a time with its arrows (or by swiping). */
export function Carrusel({ etiqueta, children }: CarruselProps) {
  const tira = useRef<HTMLUListElement>(null);
  const desplazar = (sentido: 1 | -1) => tira.current?.scrollBy({ left: sentido * tira.current.clientWidth * 0.9, behavior: 'smooth' });
  return (
    <section className="cobranza-carrusel" aria-label={etiqueta}>
      <Button variant="minimal" icon={<ChevronLeftIcon />} aria-label="Anteriores" onClick={() => desplazar(-1)} />
      <ul ref={tira} className="cobranza-carrusel-tira">
        {children}
      </ul>
      <Button variant="minimal" icon={<ChevronRightIcon />} aria-label="Siguientes" onClick={() => desplazar(1)} />
    </section>
  );
}
