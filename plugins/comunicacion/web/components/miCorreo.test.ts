import { expect } from 'chai';
import { enlaceMiCorreo } from './miCorreo.ts';

describe('comunicacion: enviar desde mi correo', () => {
  it('builds the mailto: link with every recipient, the subject and the body, encoded', () => {
    const enlace = enlaceMiCorreo(
      { to: 'ana@example.com, beto+seguros@example.com', cc: 'c@example.com', bcc: '', subject: ' Recordatorio de pago & más ' },
      'Hola Ana:\nTu recibo vence el 5.',
    );
    expect(enlace).to.equal(
      'mailto:ana@example.com,beto%2Bseguros@example.com?cc=c@example.com&subject=Recordatorio%20de%20pago%20%26%20m%C3%A1s&body=Hola%20Ana%3A%0D%0ATu%20recibo%20vence%20el%205.',
    );
    const url = new URL(enlace);
    expect(decodeURIComponent(url.pathname)).to.equal('ana@example.com,beto+seguros@example.com');
    expect(url.searchParams.get('subject')).to.equal('Recordatorio de pago & más');
    expect(url.searchParams.get('body')).to.equal('Hola Ana:\r\nTu recibo vence el 5.');
  });

  it('leaves out the parts that are empty, and cannot be steered by a crafted address or subject', () => {
    expect(enlaceMiCorreo({ to: 'ana@example.com', cc: '', bcc: '', subject: '' }, '')).to.equal('mailto:ana@example.com');
    const url = new URL(enlaceMiCorreo({ to: 'ana@example.com?bcc=espia@example.com', cc: '', bcc: '', subject: 'a&bcc=espia@example.com' }, 'x'));
    expect(url.searchParams.getAll('bcc')).to.deep.equal([]);
    expect(url.searchParams.get('subject')).to.equal('a&bcc=espia@example.com');
  });
});
