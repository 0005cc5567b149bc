import { Button, H4, Intent } from '@blueprintjs/core';
import { EditIcon, PlusIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { TextAreaField, useSchemaForm } from '../../../../../web/src/ui/forms.tsx';
import { AvisoDeRechazo } from '../../../../../web/src/ui/AvisoDeRechazo.tsx';
import { useGuardado } from '../../../../../web/src/ui/useGuardado.ts';
import { notaSchema } from '../../../shared/embudo-form.ts';
import type { NotaCard } from '../../../shared/embudo.ts';
import { MENSAJES_EMBUDO as M } from '../../../shared/mensajes.ts';
import { useGuardarNotaMutation, useNotasQuery } from '../../embudo.api.ts';
import { fechaHoraLocal } from '../../instantes.ts';

const TEXTO = { texto: notaSchema.texto };

/** A note's text editor: a new note, or an existing one being edited; saved at once. */
function EditorDeNota({ cardId, nota, onListo }: { cardId: number; nota: NotaCard | null; onListo: () => void }) {
  const [guardar, { isLoading }] = useGuardarNotaMutation();
  const { rechazo, intentar } = useGuardado();
  const form = useSchemaForm<{ texto: string }>(TEXTO, () => ({ texto: nota?.texto ?? '' }));
  const enviar = form.handleSubmit(({ texto }) =>
    intentar(async () => {
      await guardar({ id: nota?.id ?? null, cardId, texto }).unwrap();
      form.setValues({ texto: '' });
      onListo();
    }, M.errorAlGuardarNota),
  );
  return (
    <form onSubmit={enviar} noValidate aria-label={nota ? 'Editar nota' : 'Nueva nota'} className="prospeccion-nota-editor">
      <AvisoDeRechazo mensaje={rechazo} />
      <TextAreaField form={form} name="texto" label={nota ? 'Nota' : 'Nueva nota'} />
      <div className="cartera-form-actions">
        {nota && <Button text="Cancelar" onClick={onListo} />}
        <Button type="submit" intent={Intent.PRIMARY} icon={nota ? undefined : <PlusIcon />} text={nota ? 'Guardar nota' : 'Agregar nota'} loading={isLoading} />
      </div>
    </form>
  );
}

/** A card's notes (spec 03 §2): each read-only until its edit button is pressed; a new note is saved at once. */
export function NotasCard({ cardId, escribe }: { cardId: number; escribe: boolean }) {
  const { data: notas = [], isLoading } = useNotasQuery(cardId);
  const [editando, setEditando] = useState<number | null>(null);
  return (
    <section className="prospeccion-notas" aria-labelledby={`notas-${cardId}`}>
      <H4 id={`notas-${cardId}`}>Notas</H4>
      {escribe && <EditorDeNota cardId={cardId} nota={null} onListo={() => undefined} />}
      {!isLoading && notas.length === 0 && <p>{M.sinNotas}</p>}
      <ul className="prospeccion-notas-lista">
        {notas.map((n) => (
          <li key={n.id} data-nota={n.id}>
            {editando === n.id ? (
              <EditorDeNota cardId={cardId} nota={n} onListo={() => setEditando(null)} />
            ) : (
              <>
                <p className="prospeccion-nota-texto">{n.texto}</p>
                <small>
                  {n.autor.nombres} {n.autor.apPat} · {fechaHoraLocal(n.fecCreacion)}
                </small>
                {escribe && <Button variant="minimal" size="small" icon={<EditIcon />} text="Editar" aria-label="Editar nota" onClick={() => setEditando(n.id)} />}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
