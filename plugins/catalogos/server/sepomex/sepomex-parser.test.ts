import { expect } from 'chai';
import { parseSepomex, SepomexFormatError } from './sepomex-parser.ts';

const AVISO =
  'El Catálogo Nacional de Códigos Postales, es elaborado por Correos de México y se proporciona en forma gratuita para uso particular, no estando permitida su comercialización, total o parcial, ni su distribución a terceros bajo ningún concepto.';
const ENCABEZADO = 'd_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado|c_oficina|c_CP|c_tipo_asenta|c_mnpio|id_asenta_cpcons|d_zona|c_cve_ciudad';
const ROMA = '06700|Roma Norte|Colonia|Cuauhtémoc|Ciudad de México|Ciudad de México|06401|09|06401||09|015|0947|Urbano|06';
const RURAL = '20900|San José de Gracia|Ranchería|Jesús María|Aguascalientes||20901|01|20901||29|005|0512|Rural|';

function latin1(texto: string): Buffer {
  return Buffer.from(texto, 'latin1');
}

function utf8(texto: string): Buffer {
  return Buffer.from(texto, 'utf8');
}

function falla(contenido: Buffer): SepomexFormatError {
  try {
    parseSepomex(contenido);
  } catch (err) {
    expect(err).to.be.instanceOf(SepomexFormatError);
    return err as SepomexFormatError;
  }
  throw new Error('se esperaba un error de formato');
}

describe('SEPOMEX parser (CPdescarga.txt)', () => {
  it('reads the official download: Latin-1, CRLF, notice line and header', () => {
    const archivo = parseSepomex(latin1([AVISO, ENCABEZADO, ROMA, RURAL, ''].join('\r\n')));
    expect(archivo.codificacion).to.equal('Latin-1');
    expect(archivo.codigosPostales).to.equal(2);
    expect(archivo.asentamientos[0]).to.deep.equal({
      cp: '06700',
      asentamiento: 'Roma Norte',
      tipo: 'Colonia',
      municipio: 'Cuauhtémoc',
      estado: 'Ciudad de México',
      ciudad: 'Ciudad de México',
      zona: 'Urbano',
      cEstado: '09',
      cMnpio: '015',
      idAsentaCpcons: '0947',
    });
    expect(archivo.asentamientos[1]).to.include({ asentamiento: 'San José de Gracia', municipio: 'Jesús María', ciudad: null, tipo: 'Ranchería' });
  });

  it('reads UTF-8 with LF endings, a byte-order mark and no notice', () => {
    const archivo = parseSepomex(utf8(['\uFEFF' + ENCABEZADO, ROMA].join('\n')));
    expect(archivo.codificacion).to.equal('UTF-8');
    expect(archivo.asentamientos.map((a) => a.municipio)).to.deep.equal(['Cuauhtémoc']);
  });

  it('reads data lines without notice or header, trimming stray spaces', () => {
    const archivo = parseSepomex(utf8(` ${ROMA.replace('Roma Norte', 'Roma Norte ')}\n\n${RURAL}\n`));
    expect(archivo.asentamientos.map((a) => a.asentamiento)).to.deep.equal(['Roma Norte', 'San José de Gracia']);
  });

  it('reads the notice without a header', () => {
    expect(parseSepomex(latin1(`${AVISO}\r\n${RURAL}\r\n`)).asentamientos).to.have.length(1);
  });

  it('names the line of a row with the wrong number of fields', () => {
    const err = falla(latin1([AVISO, ENCABEZADO, ROMA, '06700|Roma Norte|Colonia'].join('\r\n')));
    expect(err.linea).to.equal(4);
    expect(err.message).to.equal('línea 4: se esperaban 15 campos separados por "|" y hay 3');
  });

  it('names the line of a malformed postal code or key', () => {
    expect(falla(utf8([ENCABEZADO, ROMA.replace('06700', '6700')].join('\n'))).message).to.equal('línea 2: el código postal (d_codigo) debe tener 5 dígitos');
    expect(falla(utf8([ROMA, RURAL.replace('|005|', '|5|')].join('\n'))).message).to.equal('línea 2: la clave de municipio (c_mnpio) debe tener 3 dígitos');
    expect(falla(utf8(ROMA.replace('Roma Norte', ' '))).message).to.equal('línea 1: falta el nombre del asentamiento (d_asenta)');
  });

  it('refuses a header of another layout and a repeated settlement', () => {
    expect(falla(utf8(['d_codigo|d_asenta|otra', ROMA].join('\n'))).message).to.match(/^línea 1: el encabezado no corresponde al formato CPdescarga/);
    expect(falla(utf8([ROMA, RURAL, ROMA].join('\n'))).message).to.equal('línea 3: el asentamiento 0947 del código postal 06700 ya aparece en la línea 1');
  });

  it('refuses a file without settlements', () => {
    expect(falla(latin1(`${AVISO}\r\n${ENCABEZADO}\r\n`)).message).to.equal('el archivo no contiene asentamientos');
    expect(falla(Buffer.alloc(0)).linea).to.equal(0);
  });
});
