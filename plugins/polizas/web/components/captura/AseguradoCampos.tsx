import { Button, Card, Collapse } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronUpIcon, TrashIcon } from '@blueprintjs/icons';
import { nombreCompleto } from '../detalle/formato.ts';
import { GENEROS, opcionesParentesco, PARENTESCOS } from './aseguradosBorrador.ts';
import type { AseguradoBorrador, TipoPoliza } from './borrador.ts';
import { CampoFecha, CampoSelect, CampoTexto } from './CamposCaptura.tsx';

/** Birth dates from 1900 to today. */
const NACIMIENTO = { desde: new Date(1900, 0, 1), hasta: new Date() };

interface AseguradoCamposProps {
  tipo: TipoPoliza;
  asegurados: readonly AseguradoBorrador[];
  indice: number;
  /** The first insured while it is the contractor. */
  bloqueado: boolean;
  /** The message of the schema for this insured's first failing field, after Continue. */
  falla: { campo: string; mensaje: string } | null;
  onCambiar: (cambios: Partial<AseguradoBorrador>) => void;
  onEliminar?: () => void;
}

/** One insured person: a panel that folds, with the fields of spec 02 §5 'Insured step'. */
export function AseguradoCampos({ tipo, asegurados, indice, bloqueado, falla, onCambiar, onEliminar }: AseguradoCamposProps) {
  const a = asegurados[indice];
  const n = `asegurados.${indice}`;
  const error = (campo: string) => (falla?.campo === campo ? falla.mensaje : undefined);
  const parentesco = PARENTESCOS.find((p) => p.key === a.parentesco)?.value;
  const titulo = [`Asegurado ${indice + 1}`, parentesco, nombreCompleto({ ...a, apMat: a.apMat || null })].filter(Boolean).join(' · ');
  const texto = (campo: 'nombres' | 'apPat' | 'apMat' | 'rfc', label: string, max: number) => (
    <CampoTexto name={`${n}.${campo}`} label={label} value={a[campo]} maxLength={max} disabled={bloqueado} onChange={(v) => onCambiar({ [campo]: v })} error={error(campo)} />
  );

  return (
    <Card className="captura-asegurado" aria-label={`Asegurado ${indice + 1}`}>
      <div className="captura-asegurado-cabecera">
        <span className="captura-asegurado-titulo">{titulo}</span>
        <Button
          variant="minimal"
          icon={a.expanded ? <ChevronUpIcon /> : <ChevronDownIcon />}
          aria-label={a.expanded ? `Ocultar asegurado ${indice + 1}` : `Mostrar asegurado ${indice + 1}`}
          aria-expanded={a.expanded}
          onClick={() => onCambiar({ expanded: !a.expanded })}
        />
        {onEliminar && <Button variant="minimal" icon={<TrashIcon />} aria-label={`Eliminar asegurado ${indice + 1}`} onClick={onEliminar} />}
      </div>
      <Collapse isOpen={a.expanded} keepChildrenMounted>
        <div className="captura-rejilla">
          <CampoSelect
            name={`${n}.parentesco`}
            label="Parentesco"
            value={a.parentesco}
            vacio={indice > 0 && tipo === 'salud'}
            opciones={opcionesParentesco(tipo, asegurados, indice).map((p) => ({ value: p.key, label: p.value }))}
            onChange={(v) => onCambiar({ parentesco: v as AseguradoBorrador['parentesco'] })}
            disabled={bloqueado}
            error={error('parentesco')}
          />
          {texto('nombres', 'Nombre(s)', 80)}
          {texto('apPat', 'Apellido paterno', 60)}
          {texto('apMat', 'Apellido materno', 60)}
          <CampoFecha
            name={`${n}.fecNacimiento`}
            label="Fecha de nacimiento"
            value={a.fecNacimiento}
            {...NACIMIENTO}
            disabled={bloqueado}
            onChange={(v) => onCambiar({ fecNacimiento: v })}
            error={error('fecNacimiento')}
          />
          <CampoSelect
            name={`${n}.genero`}
            label="Género"
            value={a.genero}
            opciones={GENEROS.map((g) => ({ value: g.key, label: g.value }))}
            onChange={(v) => onCambiar({ genero: v as AseguradoBorrador['genero'] })}
            disabled={bloqueado}
            error={error('genero')}
          />
          {texto('rfc', 'RFC', 20)}
        </div>
      </Collapse>
    </Card>
  );
}
