import { Button } from '@blueprintjs/core';
import { ChatIcon, TimeIcon } from '@blueprintjs/icons';
import { CORREO_CONTACTO } from '../contacto.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Notice } from '../ui/Notice.tsx';

/** Opens the support chat when its widget is on the page; otherwise an e-mail to support. */
function pedirAyuda() {
  const tawk = window.Tawk_API;
  if (tawk?.maximize) tawk.maximize();
  else window.location.href = `mailto:${CORREO_CONTACTO}?subject=${encodeURIComponent('Ayuda con mi suscripción')}`;
}

/** What a user whose subscription ended (ROLE_UNSUBSCRIBE_USER) sees at / (spec 01 §2). */
export function SuscripcionVencida() {
  return (
    <Notice icon={<TimeIcon size={64} />} title="Tu suscripción se ha vencido">
      <p>Elige un plan para seguir usando Cartera. Tu información está a salvo y la encontrarás como la dejaste.</p>
      <div className="cartera-notice-actions">
        <ButtonLink to="/planes" intent="primary">
          Ver planes
        </ButtonLink>
        <Button icon={<ChatIcon />} text="Ayuda" onClick={pedirAyuda} />
      </div>
    </Notice>
  );
}
