import { Button, ButtonGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { BoldIcon, HeaderTwoIcon, ItalicIcon, NumberedListIcon, PropertiesIcon } from '@blueprintjs/icons';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import type { CorreoCampo } from '../../shared/eventos.ts';
import { MENSAJES_COMUNICACION as M } from '../../shared/mensajes.ts';

interface EditorCuerpoProps {
  id: string;
  valor: string;
  onChange: (html: string) => void;
  /** The chosen event's merge fields, inserted as `@nombre`. */
  campos: readonly CorreoCampo[];
}

/** Only what the server keeps (shared/sanitizar-html.ts): paragraphs, headings, lists, bold, italics, quotes. */
const EXTENSIONES = [StarterKit.configure({ code: false, codeBlock: false, horizontalRule: false, strike: false, link: false })];

/**
 * The template's body (tiptap): its HTML is what the form sends and the server sanitises again.
 * Pasting and dropping are blocked (spec 01 §5 Template) so no foreign markup or styles come in.
 */
export function EditorCuerpo({ id, valor, onChange, campos }: EditorCuerpoProps) {
  const bloquear = () => {
    showToast(M.pegadoBloqueado, Intent.WARNING);
    return true;
  };
  const editor = useEditor({
    extensions: EXTENSIONES,
    content: valor,
    editorProps: { handlePaste: bloquear, handleDrop: bloquear, attributes: { id, 'aria-label': 'Cuerpo', class: 'comunicacion-editor' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    immediatelyRender: true,
  });
  const cadena = () => editor?.chain().focus();

  return (
    <div className="comunicacion-cuerpo">
      <div className="comunicacion-herramientas" role="toolbar" aria-label="Formato del cuerpo">
        <ButtonGroup variant="minimal">
          <Button icon={<BoldIcon />} aria-label="Negritas" onClick={() => cadena()?.toggleBold().run()} />
          <Button icon={<ItalicIcon />} aria-label="Cursivas" onClick={() => cadena()?.toggleItalic().run()} />
          <Button icon={<HeaderTwoIcon />} aria-label="Título" onClick={() => cadena()?.toggleHeading({ level: 2 }).run()} />
          <Button icon={<PropertiesIcon />} aria-label="Lista" onClick={() => cadena()?.toggleBulletList().run()} />
          <Button icon={<NumberedListIcon />} aria-label="Lista numerada" onClick={() => cadena()?.toggleOrderedList().run()} />
        </ButtonGroup>
        <HTMLSelect
          aria-label="Insertar campo"
          value=""
          onChange={(event) => {
            if (event.currentTarget.value) cadena()?.insertContent(`@${event.currentTarget.value} `).run();
          }}
          options={[{ value: '', label: 'Insertar campo @' }, ...campos.map((c) => ({ value: c.nombre, label: `@${c.nombre}: ${c.descripcion}` }))]}
        />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
