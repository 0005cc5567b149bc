import { H2 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { CORREO_CONTACTO } from '../../contacto.ts';
import { LegalPage } from './LegalPage.tsx';

/** /aviso-privacidad: the privacy notice under the Ley Federal de Protección de Datos Personales en Posesión de los Particulares. */
export default function AvisoPrivacidadPage() {
  const correo = <a href={`mailto:${CORREO_CONTACTO}`}>{CORREO_CONTACTO}</a>;
  return (
    <LegalPage title="Aviso de privacidad" fecha="04/05/2022">
      <p>
        Este aviso de privacidad integral se emite en cumplimiento de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP), su Reglamento y
        los Lineamientos del Aviso de Privacidad, y explica cómo se tratan los datos personales que se recaban a través de la plataforma Cartera, su sitio web y sus servicios
        relacionados.
      </p>

      <H2>1. Identidad y domicilio del responsable</H2>
      <p>
        Cartera (en adelante, «Cartera» o «nosotros»), con domicilio en la Ciudad de México, México, es responsable del tratamiento de los datos personales de las personas que se
        registran y usan la plataforma. Para cualquier asunto relacionado con este aviso y con sus datos personales puede escribir a nuestro departamento de datos personales al
        correo {correo}.
      </p>

      <H2>2. Datos personales que recabamos</H2>
      <p>Para prestar el servicio recabamos, directamente de usted o a través del uso de la plataforma, los siguientes datos:</p>
      <ul>
        <li>Datos de identificación y contacto: nombre o nombres, apellidos, correo electrónico y número de teléfono celular.</li>
        <li>Datos profesionales: cédula o clave de agente de seguros y claves de agente ante las aseguradoras con las que trabaja.</li>
        <li>
          Datos de facturación y pago: razón social, RFC, domicilio fiscal y los datos de la suscripción contratada. Los datos de tarjetas los recibe y resguarda directamente
          nuestro procesador de pagos; Cartera no almacena números de tarjeta.
        </li>
        <li>Datos de acceso: contraseña (que se guarda cifrada y que nadie en Cartera puede leer) y credenciales de portales de aseguradoras que usted decida registrar.</li>
        <li>Datos de uso: páginas consultadas dentro de la plataforma, fecha y hora de acceso, dirección IP, tipo de navegador y errores técnicos.</li>
      </ul>
      <p>No recabamos de usted datos personales sensibles para las finalidades de este aviso.</p>

      <H2>3. Datos de sus clientes y prospectos</H2>
      <p>
        Los datos que usted captura, importa o sincroniza en Cartera sobre sus clientes, asegurados, beneficiarios y prospectos (por ejemplo, nombre, RFC, domicilio, teléfono,
        correo, pólizas, recibos y siniestros) son tratados por Cartera únicamente como encargado, por cuenta y conforme a las instrucciones de usted, quien es el responsable
        frente a esas personas. Cartera no los usa para fines propios, no los comercializa y no los comparte salvo para prestarle el servicio o por requerimiento de autoridad
        competente. Algunos de esos datos pueden ser sensibles (por ejemplo, información de salud en pólizas de gastos médicos o de vida); usted es responsable de contar con el
        consentimiento expreso de sus titulares cuando la ley lo requiera y de ponerles a disposición su propio aviso de privacidad.
      </p>

      <H2>4. Finalidades del tratamiento</H2>
      <p>Sus datos se usan para las siguientes finalidades, necesarias para la relación que usted tiene con nosotros:</p>
      <ul>
        <li>Crear, activar y administrar su cuenta y la de los usuarios adicionales que usted autorice.</li>
        <li>Verificar su identidad al iniciar sesión y proteger la cuenta contra accesos no autorizados.</li>
        <li>Prestar el servicio contratado: administración de pólizas, cobranza, renovaciones, clientes, reportes y automatizaciones.</li>
        <li>Gestionar el periodo de prueba, la suscripción, los cobros y la facturación.</li>
        <li>Enviarle avisos sobre el servicio: códigos de activación y de recuperación de contraseña, vencimientos y cambios en estos términos.</li>
        <li>Atender sus solicitudes de soporte y dar seguimiento a fallas técnicas.</li>
        <li>Cumplir obligaciones legales, fiscales y requerimientos de autoridades competentes.</li>
      </ul>
      <p>De manera adicional, y solo si usted no se opone, usaremos sus datos de contacto para:</p>
      <ul>
        <li>Informarle sobre nuevas funciones, promociones y contenidos de capacitación para agentes de seguros.</li>
        <li>Invitarle a encuestas de satisfacción y elaborar estadísticas de uso que no le identifican.</li>
      </ul>
      <p>
        Si no desea que sus datos se usen para estas finalidades adicionales, envíe un correo a {correo} con el asunto «Finalidades secundarias». Su negativa no será motivo para
        negarle el servicio.
      </p>

      <H2>5. Transferencias y remisiones</H2>
      <p>
        Cartera no vende ni renta sus datos personales. Para operar la plataforma nos apoyamos en proveedores que actúan como encargados (alojamiento y respaldo de información,
        envío de correo electrónico, procesamiento de pagos y chat de soporte), quienes tratan los datos solo por nuestra cuenta y con obligaciones de confidencialidad y seguridad
        equivalentes a las nuestras; algunos de ellos pueden estar ubicados fuera de México. Solo transferiremos sus datos sin su consentimiento en los casos previstos en el
        artículo 37 de la LFPDPPP, por ejemplo, cuando lo ordene una autoridad competente o sea necesario para el reconocimiento, ejercicio o defensa de un derecho en un proceso
        judicial.
      </p>

      <H2>6. Derechos ARCO</H2>
      <p>
        Usted tiene derecho a conocer qué datos personales tenemos de usted y cómo los usamos (Acceso), a solicitar su corrección cuando sean inexactos o estén incompletos
        (Rectificación), a que los eliminemos de nuestros registros cuando considere que no se requieren para las finalidades señaladas (Cancelación) y a oponerse a su uso para
        fines específicos (Oposición).
      </p>
      <p>Para ejercer cualquiera de estos derechos envíe una solicitud a {correo} que contenga:</p>
      <ul>
        <li>Su nombre y el correo electrónico con el que está registrado, para comunicarle la respuesta.</li>
        <li>Una copia de su identificación oficial o, en su caso, la de su representante legal y el documento que acredite la representación.</li>
        <li>La descripción clara de los datos respecto de los que busca ejercer alguno de los derechos y del derecho que desea ejercer.</li>
        <li>Cualquier documento que facilite la localización de los datos y, en caso de rectificación, la corrección que solicita.</li>
      </ul>
      <p>
        Le responderemos en un plazo máximo de 20 días hábiles contados desde que recibamos su solicitud completa y, si resulta procedente, la haremos efectiva dentro de los 15
        días hábiles siguientes a la respuesta. Puede actualizar por sí mismo sus datos de identificación y contacto en cualquier momento desde{' '}
        <Link to="/configuracion/mi-cuenta">Mi Cuenta</Link>.
      </p>

      <H2>7. Revocación del consentimiento</H2>
      <p>
        Puede revocar en cualquier momento el consentimiento que nos haya otorgado para el tratamiento de sus datos, siguiendo el mismo procedimiento descrito para los derechos
        ARCO. Tenga en cuenta que no en todos los casos podremos atender su solicitud o concluir el uso de forma inmediata, ya que es posible que por alguna obligación legal
        debamos seguir tratando sus datos, y que la revocación respecto de las finalidades necesarias implica que ya no podremos prestarle el servicio.
      </p>

      <H2>8. Limitación del uso o divulgación</H2>
      <p>
        Además de las opciones anteriores, puede pedir que lo incluyamos en nuestra lista interna de exclusión escribiendo a {correo}, o inscribirse en el Registro Público para
        Evitar Publicidad (REPEP) de la Procuraduría Federal del Consumidor para no recibir publicidad por teléfono.
      </p>

      <H2>9. Almacenamiento local, cookies y registros de uso</H2>
      <p>
        La plataforma guarda en el almacenamiento local de su navegador la credencial de su sesión y sus preferencias (por ejemplo, los comunicados que ya cerró), y registra las
        páginas que visita dentro de la plataforma para mejorar el servicio y atender fallas. No usamos cookies de publicidad ni compartimos esta información con redes
        publicitarias. Puede borrar estos datos desde la configuración de su navegador; al hacerlo se cerrará su sesión.
      </p>

      <H2>10. Medidas de seguridad</H2>
      <p>
        Aplicamos medidas de seguridad administrativas, técnicas y físicas para proteger sus datos contra daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no
        autorizados: comunicación cifrada, contraseñas almacenadas con algoritmos de derivación de clave, separación de la información de cada cuenta, control de acceso por
        privilegios y respaldos periódicos. En caso de una vulneración que afecte de forma significativa sus derechos le informaremos sin dilación.
      </p>

      <H2>11. Cambios a este aviso</H2>
      <p>
        Este aviso puede modificarse por cambios legales, en nuestros servicios o en nuestras prácticas de privacidad. Publicaremos cualquier cambio en esta misma página, indicando
        la fecha de la última actualización, y le avisaremos por correo electrónico o dentro de la plataforma cuando el cambio sea relevante.
      </p>

      <H2>12. Autoridad</H2>
      <p>
        Si considera que su derecho a la protección de datos personales ha sido vulnerado, puede acudir ante el Instituto Nacional de Transparencia, Acceso a la Información y
        Protección de Datos Personales (INAI) o la autoridad que asuma sus funciones.
      </p>
      <p>
        Consulte también nuestros <Link to="/terminos-condiciones">términos y condiciones</Link>.
      </p>
    </LegalPage>
  );
}
