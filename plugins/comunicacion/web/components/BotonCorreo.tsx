import { Button } from '@blueprintjs/core';
import { EnvelopeIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import type { RegistroDeAccion } from '../../../polizas/shared/acciones-de-registro.ts';

const NOMBRE: Record<RegistroDeAccion['tipo'], string> = { poliza: 'de la póliza', recibo: 'del recibo', renovacion: 'de renovación' };

/** 'Correo electrónico' on a policy, a receipt or a renewal: the send form, its template already rendered. */
export function BotonCorreo({ registro, compacta }: { registro: RegistroDeAccion; compacta: boolean }) {
  const navigate = useNavigate();
  const texto = 'Correo electrónico';
  const abrir = () => navigate(`/correo/${registro.id}?tipo=${registro.tipo}`);
  return compacta ? (
    <Button size="small" variant="minimal" icon={<EnvelopeIcon />} aria-label={`${texto} ${NOMBRE[registro.tipo]}`} title={`${texto} / WhatsApp`} onClick={abrir} />
  ) : (
    <Button icon={<EnvelopeIcon />} text={texto} onClick={abrir} />
  );
}
