import { useNavigate } from 'react-router-dom';
import type { PolizaItem } from '../../../polizas/shared/polizas.ts';

/**
 * Renew (spec 02 §2.7): the capture wizard on /polizas/nuevo loads the policy as a renewal from the
 * navigation state, and comes back here.
 */
export function useRenovar(backUrl: string) {
  const navigate = useNavigate();
  return (poliza: PolizaItem) => navigate('/polizas/nuevo', { state: { polizaId: poliza.id, action: 'renovar', backUrl } });
}
