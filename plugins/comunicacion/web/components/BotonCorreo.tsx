import { Button } from '@blueprintjs/core';
import { EnvelopeIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import type { DuenoDeAccion } from '../../../crm/shared/acciones.ts';
import type { RegistroDeAccion } from '../../../polizas/shared/acciones-de-registro.ts';
import type { TipoObjeto } from '../../shared/eventos.ts';

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

/** crm's owners whose detail pages offer the send, and the kind of object each is for the send form. */
export const TIPO_DE_ENTIDAD: Readonly<Record<string, TipoObjeto>> = { clientes: 'cliente', prospectos: 'prospecto', siniestros: 'siniestro' };

/** 'Correo electrónico' on a client's, a prospect's or a claim's page. */
export function BotonCorreoDeDueno({ dueno }: { dueno: DuenoDeAccion }) {
  const navigate = useNavigate();
  return <Button icon={<EnvelopeIcon />} text="Correo electrónico" onClick={() => navigate(`/correo/${dueno.id}?tipo=${TIPO_DE_ENTIDAD[dueno.entidad]}`)} />;
}
