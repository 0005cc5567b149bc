import { Button, Classes, Drawer, DrawerSize, H4 } from '@blueprintjs/core';
import { HelpIcon } from '@blueprintjs/icons';
import { useState } from 'react';

/**
 * The wizard's help (spec 02 §2.3 names a link to an external blog; Cartera has none to link to,
 * so the help lives here, beside the steps it explains: docs/adr/017-polizas.md).
 */
const AYUDA: readonly { titulo: string; texto: readonly string[] }[] = [
  {
    titulo: '1. Datos Generales',
    texto: [
      'Elige el ramo (Vida, Autos, Salud o Daños): decide el segundo paso y ya no puede cambiarse una vez que avanzas.',
      'Busca al contratante por su nombre (al menos 3 letras) o créalo con el botón + («Nuevo cliente»).',
      'Si la aseguradora ya tiene ese número de póliza con una vigencia que se traslapa, la captura lo indica y enlaza esa póliza.',
    ],
  },
  {
    titulo: '2. Vehículo, asegurados o diversos',
    texto: [
      'Autos: el modelo, la descripción sugerida por el catálogo de vehículos y el número de serie.',
      'Vida y Salud: los asegurados; el contratante puede ser también el primer asegurado.',
      'Daños: el detalle del bien asegurado.',
    ],
  },
  {
    titulo: '3. Primas',
    texto: [
      'Captura la prima neta, el derecho de póliza y el financiamiento. La prima total y la comisión (con el porcentaje de comisión de la clave de agente) se calculan solas; el IVA también (16 %), salvo en Vida, donde lo capturas tú.',
    ],
  },
  {
    titulo: '4. Recibos',
    texto: [
      'Los recibos salen de la forma de pago y la vigencia. Si cambias el primero, los siguientes se ajustan para que la suma siga siendo el total.',
      'Guardar crea la póliza con sus recibos; desde su detalle se cobran, se renueva o se cancela.',
    ],
  },
  {
    titulo: 'Moverte entre pasos',
    texto: ['Lo capturado se conserva al regresar a un paso anterior. «Volver a comenzar» limpia todo el formulario de una póliza nueva.'],
  },
];

/** 'Ayuda': a side panel that explains each step of the capture. */
export function AyudaCaptura() {
  const [abierta, setAbierta] = useState(false);
  return (
    <>
      <Button icon={<HelpIcon />} text="Ayuda" variant="minimal" onClick={() => setAbierta(true)} />
      <Drawer isOpen={abierta} onClose={() => setAbierta(false)} title="Ayuda de la captura" size={DrawerSize.SMALL} className="captura-ayuda">
        <div className={`${Classes.DRAWER_BODY} ${Classes.RUNNING_TEXT}`}>
          {AYUDA.map((seccion) => (
            <section key={seccion.titulo} className="captura-ayuda-seccion">
              <H4>{seccion.titulo}</H4>
              {seccion.texto.map((parrafo) => (
                <p key={parrafo}>{parrafo}</p>
              ))}
            </section>
          ))}
        </div>
      </Drawer>
    </>
  );
}
