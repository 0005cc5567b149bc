import { Button, Icon, Intent, Spinner, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { CODIGOS_CARATULA } from '../../shared/caratula-api.ts';
import { MENSAJES_PDF, TEXTOS_PDF } from '../../shared/mensajes.ts';

/** A file of the PDF import and where it stands (spec 02 §4: hold, working, done, error). */
export interface ArchivoEnCola {
  id: number;
  file: File;
  estado: 'hold' | 'working' | 'done' | 'error';
  /** The server's message, or the reason it never reached the server. */
  mensaje: string;
  /** The answer's code: it chooses the help text and the way to retry. */
  code: number;
  url: string | null;
  /** How the next try asks (after code 10, or an existing policy). */
  opciones: { crearClaveAgente?: boolean; actualizar?: boolean };
}

const INTENCION = { hold: Intent.NONE, working: Intent.PRIMARY, done: Intent.SUCCESS, error: Intent.DANGER } as const;

/** The help text of spec 02 §8 that fits the failure. */
function ayudaDe(code: number) {
  if (code === CODIGOS_CARATULA.claveNoRegistrada)
    return (
      <>
        {MENSAJES_PDF.ayudaClave} <Link to="/configuracion/claves">{TEXTOS_PDF.claves}</Link>
      </>
    );
  if (code === CODIGOS_CARATULA.ilegible || code === CODIGOS_CARATULA.desconocido || code === CODIGOS_CARATULA.archivoDanado) return MENSAJES_PDF.ayudaOriginal;
  if (code === CODIGOS_CARATULA.incompleta) return `${MENSAJES_PDF.ayudaIndividual} ${MENSAJES_PDF.ayudaColectivas}`;
  return null;
}

export function FilaArchivo({
  archivo,
  ocupado,
  onReintentar,
  onQuitar,
}: {
  archivo: ArchivoEnCola;
  ocupado: boolean;
  onReintentar: (opciones: ArchivoEnCola['opciones']) => void;
  onQuitar: () => void;
}) {
  const { estado, code } = archivo;
  const ayuda = estado === 'error' ? ayudaDe(code) : null;
  return (
    <li className={`importacion-archivo importacion-${estado}`} data-estado={estado} aria-label={archivo.file.name}>
      <div className="importacion-archivo-cabeza">
        <Icon icon="document" />
        <strong className="importacion-archivo-nombre">{archivo.file.name}</strong>
        <Tag minimal intent={INTENCION[estado]} className="importacion-estado">
          {TEXTOS_PDF.estados[estado]}
        </Tag>
        {estado === 'working' && <Spinner size={16} aria-label={TEXTOS_PDF.leyendo} />}
        {estado !== 'working' && !ocupado && (
          <Button minimal small icon="cross" aria-label={`${TEXTOS_PDF.quitar} ${archivo.file.name}`} title={TEXTOS_PDF.quitar} onClick={onQuitar} />
        )}
      </div>
      {estado === 'done' && (
        <p className="importacion-mensaje">
          <strong>{MENSAJES_PDF.exito}</strong>: {archivo.mensaje}
        </p>
      )}
      {estado === 'error' && (
        <div className="importacion-mensaje" role="alert">
          <p>{archivo.mensaje}</p>
          {ayuda && <p className="importacion-ayuda">{ayuda}</p>}
          {code === CODIGOS_CARATULA.claveNoRegistrada && (
            <Button small intent={Intent.PRIMARY} disabled={ocupado} text={TEXTOS_PDF.crearClave} onClick={() => onReintentar({ crearClaveAgente: true })} />
          )}
          {code === CODIGOS_CARATULA.existente && <Button small disabled={ocupado} text={TEXTOS_PDF.actualizar} onClick={() => onReintentar({ actualizar: true })} />}
        </div>
      )}
    </li>
  );
}
