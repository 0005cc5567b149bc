import { Button, ControlGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';

/** The page typed (up to 3 digits), clamped to 1..totalPages; null when nothing usable was typed. */
export function paginaAcotada(texto: string, totalPages: number): number | null {
  if (!/^\d{1,3}$/.test(texto)) return null;
  return Math.min(Math.max(Number(texto), 1), Math.max(totalPages, 1));
}

/** Jumps to a page of the policy list (spec 02 §2.1: the pager accepts 3 digits and clamps them). */
export function IrAPagina({ totalPages, onChange }: { totalPages: number; onChange: (page: number) => void }) {
  const [texto, setTexto] = useState('');
  function ir(event: FormEvent) {
    event.preventDefault();
    const page = paginaAcotada(texto, totalPages);
    if (page !== null) onChange(page);
    setTexto('');
  }
  return (
    <form onSubmit={ir} className="polizas-ir-pagina">
      <ControlGroup>
        <InputGroup
          name="pagina"
          aria-label="Ir a la página"
          placeholder="Página"
          inputMode="numeric"
          maxLength={3}
          value={texto}
          onValueChange={(v) => setTexto(v.replace(/\D/g, ''))}
        />
        <Button type="submit" text="Ir" />
      </ControlGroup>
    </form>
  );
}
