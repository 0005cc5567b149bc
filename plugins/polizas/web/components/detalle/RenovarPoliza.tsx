import { Button } from '@blueprintjs/core';
import { RepeatIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Puede, usePuede } from '../../../../../web/src/session/Puede.tsx';
import { Alerta } from '../../../../../web/src/ui/Alerta.tsx';
import { MENSAJES_POLIZAS, type Poliza } from '../../../shared/polizas.ts';

/** The statuses whose renewal opens the wizard as a renewal (spec 02 §4); any other opens the edit form. */
const RENOVABLES: readonly Poliza['status'][] = ['vigente', 'terminada', 'cancelada'];

/**
 * Renew (spec 02 §2.2, §4): an already renewed policy says so, with a link to its renewal; otherwise
 * the wizard opens on /polizas/nuevo with the state {polizaId, action: 'renovar', backUrl}.
 */
export function RenovarPoliza({ poliza }: { poliza: Pick<Poliza, 'id' | 'status' | 'polizaIDRenovo'> }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [yaRenovada, setYaRenovada] = useState(false);
  // A policy not yet renewable opens the edit form, which only the write role may save.
  const editaEnVezDeRenovar = !poliza.polizaIDRenovo && !RENOVABLES.includes(poliza.status);
  const puedeEditar = usePuede('POLIZAS_W');
  if (editaEnVezDeRenovar && !puedeEditar) return null;

  function renovar() {
    if (poliza.polizaIDRenovo) setYaRenovada(true);
    else if (!editaEnVezDeRenovar) navigate('/polizas/nuevo', { state: { polizaId: poliza.id, action: 'renovar', backUrl: pathname + search } });
    else navigate(`/polizas/${poliza.id}`);
  }

  return (
    // The renewals role renews too (spec 02 §6).
    <Puede permiso={['POLIZAS_W', 'POLIZAS_RENOVACIONES']}>
      <Button icon={<RepeatIcon />} text="Renovar" onClick={renovar} />
      <Alerta isOpen={yaRenovada} onClose={() => setYaRenovada(false)}>
        <p>{MENSAJES_POLIZAS.yaRenovada}</p>
        <Link to={`/poliza/${poliza.polizaIDRenovo}`} onClick={() => setYaRenovada(false)}>
          Ver la renovación
        </Link>
      </Alerta>
    </Puede>
  );
}
