import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { ArrowDownIcon, ArrowUpIcon, EditIcon, PlusIcon, TickIcon, TrashIcon, UndoIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { validate, type Schema } from '../../../../core/shared/validation.ts';

/** A feature (caracteristica) or a coverage (cobertura): what the proposal or template offers, in order. */
export interface Renglon {
  id?: number | null;
  descripcion: string;
  valor: string;
}

interface ListaEditableProps {
  /** 'Características' or 'Coberturas': the section's title and the buttons' names. */
  titulo: string;
  /** One entry's name in the buttons: 'característica', 'cobertura'. */
  nombre: string;
  renglones: readonly Renglon[];
  onChange: (renglones: Renglon[]) => void;
  /** The entry's schema (shared with the server): descripcion and valor with their limits and messages. */
  schema: Schema;
  /** Catalogue entries to pick from (GET /coberturas?ramo=): a picked one keeps its id; any other description may still be typed. */
  sugerencias?: readonly { id: number; nombre: string }[];
}

const mover = <T,>(lista: readonly T[], desde: number, hasta: number): T[] => {
  const copia = [...lista];
  const [movido] = copia.splice(desde, 1);
  copia.splice(hasta, 0, movido as T);
  return copia;
};

/**
 * Features or coverages edited in place (spec 03 §4, §5): each entry has a view mode and an edit mode,
 * moves up or down, and its save is disabled while its description or value is empty or invalid.
 */
export function ListaEditable({ titulo, nombre, renglones, onChange, schema, sugerencias }: ListaEditableProps) {
  // The entry being edited (its index; renglones.length is a new one) and its draft.
  const [editando, setEditando] = useState<{ indice: number; borrador: Renglon } | null>(null);
  const prefijo = useId();
  const listaId = `${prefijo}-sugerencias`;

  const guardar = () => {
    if (!editando) return;
    const { indice } = editando;
    const descripcion = editando.borrador.descripcion.trim();
    const borrador = sugerencias ? { ...editando.borrador, id: sugerencias.find((s) => s.nombre === descripcion)?.id ?? null } : editando.borrador;
    onChange(indice >= renglones.length ? [...renglones, borrador] : renglones.map((r, i) => (i === indice ? borrador : r)));
    setEditando(null);
  };

  const editor = (indice: number) => {
    if (!editando || editando.indice !== indice) return null;
    const { borrador } = editando;
    const revision = validate(schema, borrador);
    const errores = revision.ok ? {} : revision.errors;
    const vacio = borrador.descripcion.trim() === '' || borrador.valor.trim() === '';
    const campo = (campo: 'descripcion' | 'valor', etiqueta: string) => {
      const id = `${prefijo}-${indice}-${campo}`;
      const error = borrador[campo].trim() === '' ? undefined : errores[campo];
      return (
        <FormGroup label={etiqueta} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error && <span id={`${id}-help`}>{error}</span>}>
          <InputGroup
            id={id}
            name={campo}
            value={borrador[campo]}
            maxLength={schema[campo]?.max}
            list={campo === 'descripcion' && sugerencias?.length ? listaId : undefined}
            onValueChange={(v) => setEditando({ indice, borrador: { ...borrador, [campo]: v } })}
            intent={error ? Intent.DANGER : Intent.NONE}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-help` : undefined}
          />
        </FormGroup>
      );
    };
    return (
      <div className="cotizaciones-renglon-editor" role="group" aria-label={`Editar ${nombre}`}>
        {campo('descripcion', 'Descripción')}
        {campo('valor', 'Valor')}
        <div className="cotizaciones-renglon-botones">
          <Button icon={<UndoIcon />} text="Cancelar" onClick={() => setEditando(null)} />
          <Button intent={Intent.PRIMARY} icon={<TickIcon />} text={`Guardar ${nombre}`} disabled={vacio || !revision.ok} onClick={guardar} />
        </div>
      </div>
    );
  };

  return (
    <section className="cotizaciones-lista-editable" aria-label={titulo}>
      <h4 className="cotizaciones-subtitulo">{titulo}</h4>
      {sugerencias && sugerencias.length > 0 && (
        <datalist id={listaId}>
          {sugerencias.map((s) => (
            <option key={s.id} value={s.nombre} />
          ))}
        </datalist>
      )}
      {renglones.length === 0 && editando?.indice !== 0 && <p className="cotizaciones-vacio">Sin registros</p>}
      <ol className="cotizaciones-renglones">
        {renglones.map((r, i) => (
          <li key={`${r.id ?? 'n'}-${i}`}>
            {editor(i) ?? (
              <div className="cotizaciones-renglon">
                <span className="cotizaciones-renglon-texto">
                  <strong>{r.descripcion}</strong>: {r.valor}
                </span>
                <Button
                  variant="minimal"
                  icon={<ArrowUpIcon />}
                  aria-label={`Subir ${r.descripcion}`}
                  disabled={i === 0 || editando !== null}
                  onClick={() => onChange(mover(renglones, i, i - 1))}
                />
                <Button
                  variant="minimal"
                  icon={<ArrowDownIcon />}
                  aria-label={`Bajar ${r.descripcion}`}
                  disabled={i === renglones.length - 1 || editando !== null}
                  onClick={() => onChange(mover(renglones, i, i + 1))}
                />
                <Button
                  variant="minimal"
                  icon={<EditIcon />}
                  aria-label={`Editar ${r.descripcion}`}
                  disabled={editando !== null}
                  onClick={() => setEditando({ indice: i, borrador: r })}
                />
                <Button
                  variant="minimal"
                  intent={Intent.DANGER}
                  icon={<TrashIcon />}
                  aria-label={`Quitar ${r.descripcion}`}
                  disabled={editando !== null}
                  onClick={() => onChange(renglones.filter((_, j) => j !== i))}
                />
              </div>
            )}
          </li>
        ))}
        {editando?.indice === renglones.length && <li>{editor(renglones.length)}</li>}
      </ol>
      <Button
        icon={<PlusIcon />}
        text={`Añadir ${nombre}`}
        disabled={editando !== null}
        onClick={() => setEditando({ indice: renglones.length, borrador: { id: null, descripcion: '', valor: '' } })}
      />
    </section>
  );
}
