import { Callout, Intent } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import { isCalendarDate } from '../../../../../core/shared/validation.ts';
import { usePuede } from '../../../../../web/src/session/Puede.tsx';
import { useDebounced } from '../../../../../web/src/ui/useDebounced.ts';
import { CARACTERES_SIMPLES } from '../../../shared/poliza-form.ts';
import { MENSAJES_POLIZAS, type PolizaItem } from '../../../shared/polizas.ts';
import { usePolizaConNumeroQuery, type NumeroCapturado } from '../../captura.api.ts';
import type { BorradorPoliza } from './borrador.ts';

/**
 * The policy the draft's number would repeat (same insurer and number, overlapping validity; issue
 * 18), looked up once the user stops typing so the first step says it before anything else is
 * captured. The server refuses the save anyway; this gives the message its link. Users who may not
 * read the policy list get the server's message alone.
 */
export function useNumeroRepetido(b: BorradorPoliza) {
  const g = b.generales;
  const puedeLeer = usePuede(['POLIZAS_R', 'POLIZAS_RENOVACIONES', 'REPORTES_POLIZAS']);
  const actual: NumeroCapturado | null =
    g.aseguradoraId === null
      ? null
      : {
          aseguradoraId: g.aseguradoraId,
          noPoliza: g.noPoliza.trim(),
          fechaVigenciaDe: g.fechaVigenciaDe,
          fechaVigenciaA: g.fechaVigenciaA,
          // Itself and its renewal chain may keep the number.
          excepto: [...(g.polizaId === null ? [] : [g.polizaId]), ...g.vinculadas],
        };
  const numero = useDebounced(actual);
  const completo =
    numero !== null &&
    numero.noPoliza !== '' &&
    CARACTERES_SIMPLES.test(numero.noPoliza) &&
    isCalendarDate(numero.fechaVigenciaDe) &&
    isCalendarDate(numero.fechaVigenciaA) &&
    numero.fechaVigenciaDe < numero.fechaVigenciaA;
  const consulta = usePolizaConNumeroQuery(puedeLeer && completo ? numero : skipToken);
  // The answer for a number the user has changed since (still settling) is not this number's.
  const vigente = completo && JSON.stringify(numero) === JSON.stringify(actual);
  return { repetida: vigente ? (consulta.currentData ?? null) : null, revisar: () => (puedeLeer && vigente ? void consulta.refetch() : undefined) };
}

/** The message of a repeated number, as the server words it. */
export const mensajeDeRepetida = (p: PolizaItem) =>
  MENSAJES_POLIZAS.numeroRepetido({ noPoliza: p.noPoliza, aseguradora: p.aseguradoraAbre, fechaVigenciaDe: p.fechaVigenciaDe, fechaVigenciaA: p.fechaVigenciaA });

/** The repeated number's message with a link to that policy (a new tab: the draft stays here). */
export function AvisoNumeroRepetido({ poliza }: { poliza: PolizaItem }) {
  return (
    <Callout intent={Intent.DANGER} role="alert" className="captura-aviso" data-poliza-repetida={poliza.id}>
      {mensajeDeRepetida(poliza)}{' '}
      <Link to={`/poliza/${poliza.id}`} target="_blank" rel="noopener noreferrer">
        {MENSAJES_POLIZAS.verPolizaRepetida(poliza.noPoliza)}
      </Link>
    </Callout>
  );
}
