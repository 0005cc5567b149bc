import { Button, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Comunicado } from '../../../core/shared/auth/contract.ts';
import { authApi } from '../auth/api.ts';
import { htmlSeguro } from '../ui/htmlSeguro.ts';

/** Announcements wait this long after a user is present (spec 01 §9). */
const DELAY_MS = 2000;
const CLOSED_KEY = 'comunicadosCerrados';

function closedIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(CLOSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function rememberClosed(id: number): void {
  try {
    // The most recent hundred are plenty: older announcements are not returned any more.
    const ids = [id, ...closedIds().filter((other) => other !== id)].slice(0, 100);
    window.localStorage.setItem(CLOSED_KEY, JSON.stringify(ids));
  } catch {
    // Without storage the announcement may show again next time; harmless.
  }
}

/**
 * The announcement modal (spec 01 §4): about two seconds after a user is present, the first
 * announcement returned is shown unless the user closed it before (remembered here per id).
 */
export default function ComunicadoModal() {
  const [cargar] = authApi.useLazyComunicadosQuery();
  const [comunicado, setComunicado] = useState<Comunicado | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(() => {
      cargar()
        .unwrap()
        .then((lista) => {
          const primero = lista?.[0];
          if (!cancelled && primero && !closedIds().includes(primero.id)) setComunicado(primero);
        })
        .catch(() => {});
    }, DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [cargar]);

  const html = useMemo(() => (comunicado ? htmlSeguro(comunicado.texto) : ''), [comunicado]);

  function cerrar() {
    if (comunicado) rememberClosed(comunicado.id);
    setComunicado(null);
  }

  function abrir() {
    const url = comunicado?.actionUrl;
    cerrar();
    if (!url) return;
    if (url.startsWith('/')) navigate(url);
    else window.open(url, '_blank', 'noopener,noreferrer');
  }

  return (
    <Dialog isOpen={comunicado !== null} onClose={cerrar} title="Comunicado" className="cartera-comunicado">
      <DialogBody>
        <div className={Classes.RUNNING_TEXT} dangerouslySetInnerHTML={{ __html: html }} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cerrar" onClick={cerrar} />
            {comunicado?.actionUrl && <Button intent="primary" text="Ver más" onClick={abrir} />}
          </>
        }
      />
    </Dialog>
  );
}
