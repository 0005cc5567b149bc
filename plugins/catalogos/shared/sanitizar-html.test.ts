import { expect } from 'chai';
import { sanitizarHtml } from '../server/services/sanitizar-html.service.ts';
import { esUrlWeb, textoVisible } from './sanitizar-html.ts';

const TAGS_PERMITIDAS = /^(p|br|strong|b|em|i|u|ul|ol|li|a|h1|h2|h3|h4|span|blockquote)$/;

/**
 * Every tag of the output is whitelisted and carries no attribute but a link's http(s) or mailto
 * href, rel and target; once the tags are removed no < or > is left that a browser could read as markup.
 */
function soloMarcadoPermitido(html: string): void {
  const texto = html.replace(/<\/?([^\s>/]+)([^>]*)>/g, (tag: string, nombre: string, atributos: string) => {
    expect(nombre, tag).to.match(TAGS_PERMITIDAS);
    if (atributos.trim()) expect(tag).to.match(/^<a href="(https?:\/\/|mailto:)[^"<>]*" rel="noopener noreferrer" target="_blank">$/i);
    return '';
  });
  expect(texto, html).not.to.match(/[<>]/);
}

/** Deterministic pseudo-random generator, so a failure reproduces. */
function aleatorio(semilla: number): () => number {
  let s = semilla;
  return () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

describe('sanitizarHtml', () => {
  it('keeps the whitelisted formatting as it is', () => {
    const html =
      '<h1>Título</h1><p>Hola <strong>negrita</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <u>u</u> y <span>span</span><br></p><ul><li>uno</li></ul><ol><li>dos</li></ol><blockquote>cita</blockquote><h2>a</h2><h3>b</h3><h4>c</h4>';
    // sanitize-html writes void elements in their XHTML form.
    expect(sanitizarHtml(html)).to.equal(html.replace('<br>', '<br />'));
  });

  it('keeps http, https and mailto links and forces rel and target on them', () => {
    expect(sanitizarHtml('<a href="https://cartera.mx/x?a=1&amp;b=2" target="_self" rel="opener">ir</a>')).to.equal(
      '<a href="https://cartera.mx/x?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">ir</a>',
    );
    expect(sanitizarHtml("<a href='http://x.mx'>x</a>")).to.equal('<a href="http://x.mx" rel="noopener noreferrer" target="_blank">x</a>');
    expect(sanitizarHtml('<a href=mailto:ana@x.mx>correo</a>')).to.equal('<a href="mailto:ana@x.mx" rel="noopener noreferrer" target="_blank">correo</a>');
  });

  it('drops <img src=x onerror=…> and <svg onload=…> whole', () => {
    expect(sanitizarHtml('<p>a<img src=x onerror=alert(1)>b</p>')).to.equal('<p>ab</p>');
    expect(sanitizarHtml('<svg onload=alert(1)><circle/></svg>fin')).to.equal('fin');
    expect(sanitizarHtml('<svg/onload=alert(1)>')).to.equal('');
  });

  it('unlinks javascript:, data: and vbscript: addresses, however they are written', () => {
    const vectores = [
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a href="jav\tascript:alert(1)">x</a>',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
      '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
      '<a href="&#0000106avascript:alert(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="//evil.example">x</a>',
      '<a>x</a>',
    ];
    for (const v of vectores) expect(sanitizarHtml(v), v).to.equal('x');
  });

  it('removes event handlers, style and every other attribute', () => {
    expect(sanitizarHtml('<p onclick="alert(1)" style="background:url(javascript:alert(1))" class="x" id=y>hola</p>')).to.equal('<p>hola</p>');
    expect(sanitizarHtml('<a href="https://x.mx" onmouseover="alert(1)">x</a>')).to.equal('<a href="https://x.mx" rel="noopener noreferrer" target="_blank">x</a>');
    expect(sanitizarHtml('<p title="a>b" onclick=alert(1)>t</p>')).to.equal('<p>t</p>');
  });

  it('drops script and style with their contents, and comments', () => {
    expect(sanitizarHtml('a<script>alert("<p>x</p>")</script>b')).to.equal('ab');
    expect(sanitizarHtml('a<style>body{display:none}</style >b')).to.equal('ab');
    expect(sanitizarHtml('a<!-- <script>alert(1)</script> -->b<!-- sin cerrar <p>x')).to.equal('ab');
    expect(sanitizarHtml('a<iframe src="https://x.mx">texto</iframe>b<noscript><p>n</p></noscript>c')).to.equal('abc');
    expect(sanitizarHtml('a<script>nunca cierra')).to.equal('a');
    expect(sanitizarHtml('a<![CDATA[x]]>b<?xml x?>c<!DOCTYPE html>d')).to.equal('abcd');
  });

  it('neutralises <scr<script>ipt> and other split tags', () => {
    // '<scr<script' is one unknown tag name; the leftovers are plain text.
    expect(sanitizarHtml('<scr<script>ipt>alert(1)</scr</script>ipt>')).to.equal('ipt&gt;alert(1)ipt&gt;');
    // What is left is text: it shows as '</script>' and runs nothing.
    expect(sanitizarHtml('<<script>script>alert(1)<</script>/script>')).to.equal('&lt;/script&gt;');
  });

  it('reads uppercase and mixed-case tags', () => {
    expect(sanitizarHtml('<P>uno<BR/><STRONG>dos</STRONG></P>')).to.equal('<p>uno<br /><strong>dos</strong></p>');
    expect(sanitizarHtml('<SCRIPT>alert(1)</SCRIPT>ok<ScRiPt SRC=//x.js></sCrIpT>')).to.equal('ok');
    expect(sanitizarHtml('<IMG SRC="javascript:alert(1)">')).to.equal('');
  });

  it('closes unclosed tags and drops stray end tags and a tag cut by the end of the text', () => {
    expect(sanitizarHtml('<p>hola<b>mundo')).to.equal('<p>hola<b>mundo</b></p>');
    // A stray </p> is read as an empty paragraph, as browsers do.
    expect(sanitizarHtml('</p>texto</b></div>')).to.equal('<p></p>texto');
    expect(sanitizarHtml('<ul><li>a<li>b</ul>')).to.equal('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizarHtml('<p>a</p><img src=x onerror=alert(1)')).to.equal('<p>a</p>');
    expect(sanitizarHtml('<p>a<a href="https://x.mx">b</p>c')).to.equal('<p>a<a href="https://x.mx" rel="noopener noreferrer" target="_blank">b</a></p>c');
  });

  it('escapes text and writes character references as the characters they name', () => {
    expect(sanitizarHtml('1 < 2 && 3 > 2 &amp; &aacute;rbol &#241; &lt;script&gt;')).to.equal('1 &lt; 2 &amp;&amp; 3 &gt; 2 &amp; árbol ñ &lt;script&gt;');
    expect(sanitizarHtml('a\u0000b')).to.equal('ab');
  });

  it('is idempotent and writes only whitelisted markup for random tag soup', () => {
    const piezas = [
      '<',
      '>',
      '</',
      '/',
      '"',
      "'",
      '=',
      ' ',
      'a',
      'p',
      'script',
      'img',
      'svg',
      'href',
      'onerror',
      'javascript:',
      '&#x6A;',
      '&',
      ';',
      '<!--',
      '-->',
      'b',
      'style',
      'x',
      '\t',
      'http://x.mx',
      'A',
      'SCRIPT',
      'li',
    ];
    const azar = aleatorio(20261122);
    for (let n = 0; n < 3000; n++) {
      let html = '';
      const largo = 1 + Math.floor(azar() * 30);
      for (let k = 0; k < largo; k++) html += piezas[Math.floor(azar() * piezas.length)];
      const limpio = sanitizarHtml(html);
      soloMarcadoPermitido(limpio);
      expect(sanitizarHtml(limpio), html).to.equal(limpio);
    }
  });
});

describe('textoVisible and esUrlWeb', () => {
  it('tells empty HTML from HTML with text', () => {
    expect(textoVisible(sanitizarHtml('<p> <br> </p><script>x</script>'))).to.equal('');
    expect(textoVisible('<p>Hola&nbsp;<b>mundo</b></p>')).to.equal('Hola mundo');
    expect(textoVisible('&constructor; &__proto__;')).to.equal('&constructor; &__proto__;');
  });

  it('accepts only absolute http and https addresses', () => {
    expect(esUrlWeb('https://www.facebook.com/mi.agencia')).to.equal(true);
    expect(esUrlWeb('http://cartera.mx')).to.equal(true);
    for (const malo of ['javascript:alert(1)', 'ftp://x.mx', '//x.mx', 'www.x.mx', 'https://', 'https://x.mx/a b', 'https:\\\\x.mx', 'https://x.mx\n'])
      expect(esUrlWeb(malo), malo).to.equal(false);
  });
});
