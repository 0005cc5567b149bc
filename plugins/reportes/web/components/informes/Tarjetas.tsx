import { Card, H6 } from '@blueprintjs/core';

/** A row of totals cards: a label and its figure. */
export function Tarjetas({ tarjetas }: { tarjetas: readonly { titulo: string; valor: string }[] }) {
  return (
    <div className="cartera-informe-tarjetas">
      {tarjetas.map((t) => (
        <Card key={t.titulo}>
          <H6>{t.titulo}</H6>
          <p>{t.valor}</p>
        </Card>
      ))}
    </div>
  );
}
