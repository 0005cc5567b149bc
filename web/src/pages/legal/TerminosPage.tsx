import { H2 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { CORREO_CONTACTO } from '../../contacto.ts';
import { LegalPage } from './LegalPage.tsx';

/** /terminos-condiciones: the terms of the service (spec 01 §2: 99.5% availability, 24 h recovery, removal 3 business days after cancelling). */
export default function TerminosPage() {
  const correo = <a href={`mailto:${CORREO_CONTACTO}`}>{CORREO_CONTACTO}</a>;
  return (
    <LegalPage title="Términos y condiciones" fecha="04/05/2022">
      <p>
        Estos términos y condiciones regulan el acceso y uso de Cartera, plataforma en línea de administración de cartera y relación con clientes para agentes y promotores de
        seguros (el «Servicio»). Al registrarse, marcar la casilla de aceptación o usar el Servicio, usted (el «Usuario») acepta estos términos y nuestro{' '}
        <Link to="/aviso-privacidad">aviso de privacidad</Link>. Si no está de acuerdo, no debe usar el Servicio.
      </p>

      <H2>1. El Servicio</H2>
      <p>
        Cartera permite capturar y administrar pólizas, recibos, cobranza, renovaciones, clientes, prospectos, siniestros, cotizaciones, tareas y reportes; importar pólizas desde
        archivos PDF u hojas de cálculo y, con las aseguradoras que lo permiten, sincronizar información desde sus portales. El Servicio es una herramienta de apoyo: no sustituye
        la revisión profesional del agente ni la documentación oficial que emiten las aseguradoras, que prevalece en caso de diferencia.
      </p>

      <H2>2. Registro y cuentas</H2>
      <p>
        Para usar el Servicio es necesario registrarse con un correo electrónico válido y activar la cuenta con el código que se le envía. Quien se registra es el usuario principal
        de la cuenta y puede dar de alta usuarios adicionales, dentro del límite de su plan, y asignarles privilegios. El usuario principal es responsable de las acciones que
        realicen los usuarios adicionales de su cuenta.
      </p>
      <p>
        El Usuario se obliga a proporcionar información veraz, a mantener la confidencialidad de su contraseña y a avisarnos de inmediato a {correo} si sospecha de un uso no
        autorizado de su cuenta. Cada acceso debe ser personal: no se permite compartir una misma cuenta de usuario entre varias personas.
      </p>

      <H2>3. Periodo de prueba</H2>
      <p>
        Las cuentas nuevas cuentan con un periodo de prueba sin costo con las características del plan de prueba publicado en la página de <Link to="/planes">planes</Link>. Al
        terminar la prueba sin contratar un plan, la cuenta pasa a modo restringido: el Usuario podrá consultar su cuenta y contratar un plan, pero no operar los módulos, y sus
        datos se conservan durante el tiempo previsto en la sección 8.
      </p>

      <H2>4. Planes, precios y pagos</H2>
      <p>
        Los planes se ofrecen con periodicidad mensual o anual; sus precios se expresan en pesos mexicanos e incluyen el impuesto al valor agregado salvo que se indique otra cosa.
        El pago se realiza con tarjeta a través de nuestro procesador de pagos y la suscripción se renueva automáticamente al final de cada periodo hasta que el Usuario la cancele.
        Cartera puede modificar los precios avisando con al menos 30 días naturales de anticipación; el cambio se aplica a partir de la siguiente renovación. Los periodos ya
        pagados no son reembolsables, salvo falla atribuible a Cartera conforme a la sección 5.
      </p>

      <H2>5. Disponibilidad del Servicio</H2>
      <p>
        Cartera se compromete a mantener el Servicio disponible al menos el 99.5% del tiempo de cada mes calendario. No cuentan para este cálculo las ventanas de mantenimiento
        programado avisadas con al menos 48 horas de anticipación, las fallas de internet o de los equipos del Usuario, las interrupciones de servicios de terceros que el Usuario
        elija usar (como los portales de las aseguradoras) ni los casos fortuitos o de fuerza mayor. Si en un mes la disponibilidad es menor a la comprometida, el Usuario puede
        solicitar dentro de los 30 días siguientes una bonificación proporcional al tiempo no disponible, aplicable a su siguiente pago.
      </p>

      <H2>6. Respaldos y recuperación</H2>
      <p>
        La información de cada cuenta se respalda de forma periódica. Ante una falla que afecte al Servicio o a la información, Cartera restablecerá el Servicio y recuperará la
        información a partir del último respaldo disponible en un plazo máximo de 24 horas desde que se detecte la falla, e informará al Usuario de lo ocurrido.
      </p>

      <H2>7. Información del Usuario</H2>
      <p>
        La información que el Usuario captura, importa o sincroniza (pólizas, recibos, clientes, prospectos y demás registros) es de su propiedad. Cartera la trata solo para
        prestar el Servicio, como encargado del Usuario, en los términos del <Link to="/aviso-privacidad">aviso de privacidad</Link>. El Usuario declara que obtuvo esa información
        de manera lícita, que cuenta con el consentimiento de sus titulares cuando la ley lo exige y que puede compartir con Cartera las credenciales de los portales de
        aseguradoras que registre. El Usuario puede exportar su información desde los reportes del Servicio en cualquier momento.
      </p>

      <H2>8. Cancelación y eliminación de datos</H2>
      <p>
        El Usuario puede cancelar su suscripción en cualquier momento desde la sección de facturación o escribiendo a {correo}; la cancelación surte efectos al terminar el periodo
        pagado. Una vez cancelada la cuenta, Cartera eliminará de forma definitiva la información de la cuenta, incluidos sus respaldos activos, en un plazo máximo de 3 días
        hábiles, salvo la información que deba conservar por obligaciones legales o fiscales (como los comprobantes de pago), que se resguardará bloqueada durante el plazo que la
        ley señale. Recomendamos exportar la información antes de cancelar.
      </p>
      <p>
        Cartera puede suspender o cancelar una cuenta que incumpla estos términos, que use el Servicio para fines ilícitos o cuyo pago no pueda cobrarse, avisando previamente al
        Usuario salvo que la gravedad del caso lo impida.
      </p>

      <H2>9. Uso aceptable</H2>
      <ul>
        <li>No usar el Servicio para enviar comunicaciones no solicitadas ni contenidos ilícitos, engañosos u ofensivos.</li>
        <li>No intentar acceder a cuentas o información de otros usuarios, ni vulnerar la seguridad del Servicio.</li>
        <li>No copiar, descompilar, revender ni explotar comercialmente el Servicio sin autorización por escrito.</li>
        <li>No sobrecargar el Servicio con procesos automatizados distintos de los que el propio Servicio ofrece.</li>
      </ul>

      <H2>10. Propiedad intelectual</H2>
      <p>
        El software, la marca Cartera, los diseños y los contenidos del Servicio son propiedad de Cartera o de sus licenciantes. La suscripción otorga al Usuario una licencia de
        uso personal, no exclusiva e intransferible durante su vigencia, sin cederle ningún otro derecho.
      </p>

      <H2>11. Limitación de responsabilidad</H2>
      <p>
        Cartera no es responsable de las decisiones que el Usuario tome con base en la información del Servicio, de errores en la información que proporcionen las aseguradoras o
        sus portales, ni de daños indirectos o lucro cesante. En todo caso, la responsabilidad total de Cartera frente al Usuario se limita al monto que este haya pagado por el
        Servicio en los 12 meses anteriores al hecho que la origine, sin perjuicio de los derechos que la Ley Federal de Protección al Consumidor le otorgue.
      </p>

      <H2>12. Cambios a estos términos</H2>
      <p>
        Cartera puede modificar estos términos. Los cambios se publicarán en esta página con su fecha de actualización y se avisarán por correo electrónico o dentro del Servicio
        con al menos 15 días naturales de anticipación. Si el Usuario no está de acuerdo puede cancelar su cuenta antes de que entren en vigor; el uso posterior implica su
        aceptación.
      </p>

      <H2>13. Legislación y jurisdicción</H2>
      <p>
        Estos términos se rigen por las leyes federales de los Estados Unidos Mexicanos. Para su interpretación y cumplimiento, las partes se someten a los tribunales competentes
        de la Ciudad de México, sin perjuicio de la competencia de la Procuraduría Federal del Consumidor en la vía administrativa.
      </p>

      <H2>14. Contacto</H2>
      <p>Para dudas, aclaraciones o soporte sobre el Servicio escríbanos a {correo}.</p>
    </LegalPage>
  );
}
