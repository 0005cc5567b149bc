/** Every text the templates and sending screens and API show (spec 01 §5, §8). */
export const MENSAJES_COMUNICACION = {
  // Template (spec 01 §5 Template).
  nombreObligatorio: 'El nombre es obligatorio',
  eventoObligatorio: 'El evento es obligatorio',
  asuntoObligatorio: 'El asunto es obligatorio',
  modeloNoExiste: 'La plantilla de correo no existe',
  modeloGuardado: 'Guardado exitosamente',
  modeloEliminado: 'Plantilla eliminada',
  confirmarEliminar: '¿Deseas eliminar el registro?',
  pegadoBloqueado: 'Pegar está deshabilitado en el cuerpo: escribe el texto o inserta un campo con @',
  // Sending (spec 01 §5 E-mail send).
  asuntoLongitud: 'El asunto debe tener entre 10 y 100 caracteres',
  correoInvalido: (direccion: string) => `El correo ${direccion} no es válido`,
  paraObligatorio: 'El campo Para es obligatorio',
  campoLargo: (campo: string) => `${campo} admite hasta 50 caracteres`,
  modeloObligatorio: 'Selecciona una plantilla',
  celularObligatorio: 'El celular es obligatorio para enviar por WhatsApp',
  celularInvalido: 'El celular debe ser un número de 10 dígitos',
  objetoObligatorio: 'Indica la póliza, el recibo o el cliente del correo',
  objetoNoExiste: 'El registro del correo no existe',
  enviado: 'Correo enviado',
  whatsappRegistrado: 'Mensaje de WhatsApp registrado en la bitácora',
  errorAlEnviar: 'No se pudo enviar el correo',
  enviarDesdeMiCorreo: 'Enviar desde mi correo',
  adjuntosEnMiCorreo: 'Los adjuntos solo viajan en el envío desde Cartera: desmarca «Adjuntar los archivos del registro» para abrir tu programa de correo',
  // The log (crm) of each send.
  asuntoWhatsapp: 'Mensaje de WhatsApp',
  bitacoraCorreo: (para: readonly string[], cc: readonly string[], cco: readonly string[], adjuntos: number) =>
    [`Para: ${para.join(', ')}`, cc.length ? `CC: ${cc.join(', ')}` : '', cco.length ? `CCO: ${cco.join(', ')}` : '', adjuntos ? `Adjuntos: ${adjuntos}` : '']
      .filter(Boolean)
      .join('\n'),
  bitacoraWhatsapp: (celular: string, texto: string) => `WhatsApp a ${celular}:\n${texto}`,
  // Screens.
  tituloModelos: 'Correos electrónicos',
  sinModelos: 'Sin resultados',
  tituloCorreo: 'Correo electrónico',
} as const;
