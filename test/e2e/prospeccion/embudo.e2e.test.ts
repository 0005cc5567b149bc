import { AxeBuilder } from '@axe-core/webdriverio';
import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { clickWhenStill, typeInSuggest, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import type { TestServer } from '../../helpers/server.ts';
import { crearCard, crearProspecto, exito, tableroDe, type Tablero } from '../../api/prospeccion/datos.ts';

const columna = (id: number) => `section[data-columna="${id}"]`;
const card = (id: number) => `[data-card="${id}"]`;
const navegacion = '.cartera-sidenav';

/**
 * Drags one element onto another the way the browser's HTML5 drag and drop does it (WebDriver's
 * own drag sends mouse events, which HTML5 drag and drop never sees): dragstart on the source,
 * dragenter, dragover and drop at `alto` (0 top … 1 bottom) of the target, dragend.
 */
async function arrastrar(browser: WebdriverIO.Browser, origen: string, destino: string, alto = 0.25): Promise<void> {
  await browser.execute(
    (o, d, a) => {
      const desde = document.querySelector(o);
      const hasta = document.querySelector(d);
      if (!desde || !hasta) throw new Error(`no está ${desde ? d : o}`);
      const datos = new DataTransfer();
      const caja = hasta.getBoundingClientRect();
      const punto = { clientX: caja.left + caja.width / 2, clientY: caja.top + caja.height * a };
      const lanzar = (el: Element, tipo: string, p = punto) => el.dispatchEvent(new DragEvent(tipo, { bubbles: true, cancelable: true, dataTransfer: datos, ...p }));
      const inicio = desde.getBoundingClientRect();
      lanzar(desde, 'dragstart', { clientX: inicio.left + 5, clientY: inicio.top + 5 });
      lanzar(hasta, 'dragenter');
      lanzar(hasta, 'dragover');
      lanzar(hasta, 'drop');
      lanzar(desde, 'dragend');
    },
    origen,
    destino,
    alto,
  );
}

/** The ids of the cards column `id` shows, in order. */
async function cardsDe(browser: WebdriverIO.Browser, id: number): Promise<number[]> {
  return browser.execute((sel) => [...document.querySelectorAll(`${sel} [data-card]`)].map((e) => Number(e.getAttribute('data-card'))), columna(id));
}

async function esperarCards(browser: WebdriverIO.Browser, id: number, esperadas: number[]): Promise<void> {
  await browser.waitUntil(async () => JSON.stringify(await cardsDe(browser, id)) === JSON.stringify(esperadas), {
    timeout: 15_000,
    timeoutMsg: `column ${id}: expected ${JSON.stringify(esperadas)}, got ${JSON.stringify(await cardsDe(browser, id))}`,
  });
}

/** Issue 15, the funnel board in the browser (spec 03 §2, §4): drag, keyboard moves, close and reopen, privileges. */
describe('prospeccion: el embudo de ventas en el navegador', function () {
  this.timeout(240_000);
  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  async function preparar(): Promise<{ agente: Cuenta; tablero: Tablero; cards: number[] }> {
    const agente = await crearAgente(server);
    const prospecto = await crearProspecto(server, agente);
    const tablero = await tableroDe(server, agente);
    const cards = [
      await crearCard(server, agente, tablero.columnas[0], prospecto, { nombre: 'GMM familiar', primaTotal: '12,500.50' }),
      await crearCard(server, agente, tablero.columnas[0], prospecto, { nombre: 'Auto nuevo', ramoId: 1, primaTotal: '7,000' }),
      await crearCard(server, agente, tablero.columnas[1], prospecto, { nombre: 'Vida con ahorro', ramoId: 5, primaTotal: '30,000' }),
    ];
    return { agente, tablero, cards };
  }

  async function sinViolacionesGraves(pantalla: string) {
    const { violations } = await new AxeBuilder({ client: browser }).analyze();
    const graves = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${pantalla}: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
    expect(graves).to.deep.equal([]);
  }

  it('drags a card to another column and finds it there after a reload, with the sums of both columns', async () => {
    const { agente, tablero, cards } = await preparar();
    const [gmm, auto, vida] = cards;
    await abrirComo(browser, server, agente, '/prospeccion');
    await waitForText(browser, columna(tablero.columnas[0]), (t) => t.includes('GMM familiar') && t.includes('$19,500.50 MXN'));
    await sinViolacionesGraves('tablero');

    // Onto the upper half of 'Vida con ahorro': it lands before it, on screen at once.
    await arrastrar(browser, card(gmm), card(vida), 0.2);
    await esperarCards(browser, tablero.columnas[1], [gmm, vida]);
    await esperarCards(browser, tablero.columnas[0], [auto]);
    await waitForText(browser, columna(tablero.columnas[1]), (t) => t.includes('$42,500.50 MXN'));
    // Saved with its orden: the server has it, and a reload shows it where it was dropped.
    await browser.waitUntil(async () => (await exito(server, agente, 'GET', `/prospectos/kanbans/cards/${gmm}`)).columnId === tablero.columnas[1], { timeout: 10_000 });
    await browser.refresh();
    await esperarCards(browser, tablero.columnas[1], [gmm, vida]);
    await esperarCards(browser, tablero.columnas[0], [auto]);
    await waitForText(browser, columna(tablero.columnas[0]), (t) => t.includes('$7,000.00 MXN'));

    // Onto the lower half of a card: after it. Within the column, the order is saved too.
    await arrastrar(browser, card(gmm), card(vida), 0.8);
    await esperarCards(browser, tablero.columnas[1], [vida, gmm]);
    await browser.waitUntil(async () => (await exito(server, agente, 'GET', `/prospectos/kanbans/cards/${gmm}`)).orden === 1, { timeout: 10_000 });
    // A column dragged by its handle onto another takes its place.
    await arrastrar(browser, `${columna(tablero.columnas[2])} .prospeccion-asa`, columna(tablero.columnas[0]));
    await browser.waitUntil(async () => (await browser.$$('section[data-columna] h3').map((h) => h.getText())).join(',') === 'Negociación,Contacto,Cotización', {
      timeout: 10_000,
      timeoutMsg: 'columns not reordered',
    });
    await browser.refresh();
    await waitForText(browser, '.prospeccion-tablero', (t) => t.indexOf('Negociación') < t.indexOf('Contacto'));
  });

  it('moves a card from its Mover a… menu with the keyboard, and rolls a failed move back with a message', async () => {
    const { agente, tablero, cards } = await preparar();
    const [gmm, auto] = cards;
    await abrirComo(browser, server, agente, '/prospeccion');
    await esperarCards(browser, tablero.columnas[0], [gmm, auto]);
    // From the keyboard: the button opens the menu, Tab reaches 'Bajar' ('Subir' is off for the first card), Enter moves the card.
    await browser.execute((sel) => (document.querySelector(sel) as HTMLElement).focus(), `${card(gmm)} button[aria-label^="Mover a…"]`);
    await browser.keys('Enter');
    await browser.$('.bp6-menu').waitForDisplayed();
    const enfocado = () => browser.execute(() => `${document.activeElement?.tagName}:${document.activeElement?.textContent}`);
    const pasos: string[] = [];
    for (let i = 0; i < 4 && !pasos.at(-1)?.endsWith(':Bajar'); i++) {
      await browser.keys('Tab');
      pasos.push(await enfocado());
    }
    expect(pasos.at(-1), pasos.join(' → ')).to.match(/:Bajar$/);
    await browser.keys('Enter');
    await esperarCards(browser, tablero.columnas[0], [auto, gmm]);
    await browser.waitUntil(async () => (await exito(server, agente, 'GET', `/prospectos/kanbans/cards/${gmm}`)).orden === 1, { timeout: 10_000 });

    // The destination disappears behind the page's back: the save fails, the card goes back, a message says so.
    const { id: temporal } = await exito(server, agente, 'POST', '/prospectos/kanbans/columnas', { kanbanId: tablero.id, nombre: 'Temporal' });
    await browser.refresh();
    await browser.$(columna(temporal)).waitForExist({ timeout: 15_000 });
    await exito(server, agente, 'DELETE', `/prospectos/kanbans/columnas/${temporal}`);
    await arrastrar(browser, card(auto), columna(temporal));
    await esperarToast(browser, 'No se pudo guardar el movimiento; la oportunidad volvió a su lugar');
    await esperarCards(browser, tablero.columnas[0], [auto, gmm]);
  });

  it('closes a card as successful, shows it only with the closed ones, and reopens it', async () => {
    const { agente, tablero, cards } = await preparar();
    const [gmm] = cards;
    await abrirComo(browser, server, agente, '/prospeccion');
    await browser.$(`${card(gmm)} .prospeccion-card-abrir`).click();
    await waitForText(browser, '.bp6-dialog', (t) => t.includes('Registrada el') && t.includes('0 días en el embudo') && t.includes('Notas'));
    expect(await browser.$('.bp6-dialog input[name="primaTotal"]').getValue()).to.equal('12,500.50');
    await sinViolacionesGraves('oportunidad');
    // A note is saved at once, and stays read-only until edited.
    await browser.$('form[aria-label="Nueva nota"] textarea').setValue('Pidió cotizar con dos aseguradoras');
    await browser.$('button=Agregar nota').click();
    await waitForText(browser, '.prospeccion-notas-lista', (t) => t.includes('Pidió cotizar con dos aseguradoras'));
    await browser.$('button*=Cerrar como exitosa').click();
    await esperarToast(browser, 'Oportunidad guardada correctamente');
    await esperarCards(browser, tablero.columnas[0], [cards[1]]);

    await browser.$('label*=Mostrar cerradas').click();
    await esperarCards(browser, tablero.columnas[0], [gmm, cards[1]]);
    await waitForText(browser, card(gmm), (t) => t.includes('Cerrada con éxito'));
    await browser.$(`${card(gmm)} .prospeccion-card-abrir`).click();
    await browser.$('button*=Reabrir').click();
    await esperarToast(browser, 'Oportunidad guardada correctamente');
    await waitForText(browser, card(gmm), (t) => !t.includes('Cerrada'));
    expect((await exito(server, agente, 'GET', `/prospectos/kanbans/cards/${gmm}`)).status).to.equal('abierta');
  });

  it('creates a card from a column with the dialog, its messages and its prospect search', async () => {
    const { agente, tablero } = await preparar();
    await abrirComo(browser, server, agente, '/prospeccion');
    await browser.$(columna(tablero.columnas[2])).$('button*=Agregar oportunidad').click();
    await waitForText(browser, '.bp6-dialog', (t) => t.includes('Nueva oportunidad'));
    await browser.$('form[aria-label="Oportunidad"]').$('button=Guardar').click();
    await waitForText(browser, 'form[aria-label="Oportunidad"]', (t) =>
      [
        'El nombre de la oportunidad es obligatorio',
        'El prospecto es obligatorio',
        'El ramo es obligatorio',
        'La prima total es obligatoria',
        'La descripción es obligatoria',
      ].every((m) => t.includes(m)),
    );
    await browser.$('.bp6-dialog input[name="nombre"]').setValue('Seguro de vida');
    // The card form's prospect search asks for more than 3 letters (spec 03 §9).
    await typeInSuggest(browser, browser.$('.bp6-dialog input[name="prospectoId"]'), 'Mar');
    await waitForText(browser, '.bp6-popover', (t) => t.includes('Escribe al menos 4 letras para buscar'));
    await typeInSuggest(browser, browser.$('.bp6-dialog input[name="prospectoId"]'), 'i');
    // The search answers after its debounce and a request: waited for as the other searches are.
    await clickWhenStill(browser.$('.bp6-popover').$('a*=Mariana Castillo Ortega'));
    await browser.$('.bp6-dialog select[name="ramoId"]').selectByAttribute('value', '5');
    await browser.$('.bp6-dialog input[name="primaTotal"]').setValue('25000');
    await browser.$('.bp6-dialog textarea[name="descripcion"]').setValue('Vida con ahorro para el retiro');
    await browser.keys('Tab');
    expect(await browser.$('.bp6-dialog input[name="primaTotal"]').getValue()).to.equal('25,000.00');
    await browser.$('form[aria-label="Oportunidad"]').$('button=Guardar').click();
    await esperarToast(browser, 'Oportunidad guardada correctamente');
    await waitForText(browser, columna(tablero.columnas[2]), (t) => t.includes('Seguro de vida') && t.includes('$25,000.00 MXN'));
  });

  it('creates a new prospect from the card form, which becomes the card’s prospect', async () => {
    const { agente, tablero } = await preparar();
    await abrirComo(browser, server, agente, '/prospeccion');
    await browser.$(columna(tablero.columnas[0])).$('button*=Agregar oportunidad').click();
    await waitForText(browser, '.bp6-dialog', (t) => t.includes('Nueva oportunidad'));
    await browser.$('form[aria-label="Oportunidad"]').$('button*=Nuevo prospecto').click();
    const captura = 'form[aria-label="Captura de Prospecto"]';
    await browser.$(captura).waitForDisplayed({ timeout: 10_000 });
    await browser.$(`${captura} input[name="nombres"]`).setValue('Rebeca');
    await browser.$(`${captura} input[name="apPat"]`).setValue('Villalobos');
    await browser.$(`${captura} input[name="telefono"]`).setValue('5512345678');
    await browser.$(captura).$('button=Guardar').click();
    await esperarToast(browser, 'Prospecto guardado correctamente');
    await browser.$(captura).waitForExist({ reverse: true, timeout: 10_000 });
    // Back in the card form, which kept its own fields untouched and now names the new prospect.
    await browser.waitUntil(async () => (await browser.$('.bp6-dialog input[name="prospectoId"]').getValue()).includes('Rebeca Villalobos'), { timeout: 10_000 });
    expect(await browser.$('form[aria-label="Oportunidad"]').getText()).to.not.include('El nombre de la oportunidad es obligatorio');
  });

  it('shows Prospección and Prospectos only with their privileges, and lets only a writer move cards', async () => {
    const { agente, tablero } = await preparar();
    const lector = await crearUsuarioAdicional(server, agente, ['ROLE_PROSPECCION_R']);
    const sinNada = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);

    await abrirComo(browser, server, lector, '/prospeccion');
    await waitForText(browser, columna(tablero.columnas[0]), (t) => t.includes('GMM familiar'));
    expect(await browser.$(`${navegacion} a[href="/prospeccion"]`).isExisting()).to.equal(true);
    expect(await browser.$(`${navegacion} a[href="/prospectos"]`).isExisting()).to.equal(false);
    expect(await browser.$$('button[aria-label^="Mover a…"]').length).to.equal(0);
    expect(await browser.$('button*=Agregar oportunidad').isExisting()).to.equal(false);
    // Dragging does nothing for a reader.
    const antes = await cardsDe(browser, tablero.columnas[1]);
    await arrastrar(browser, '[data-card]', columna(tablero.columnas[1]));
    await browser.pause(500);
    expect(await cardsDe(browser, tablero.columnas[1])).to.deep.equal(antes);

    await abrirComo(browser, server, sinNada, '/clientes');
    await waitForText(browser, 'h1', 'Clientes');
    expect(await browser.$(`${navegacion} a[href="/prospeccion"]`).isExisting()).to.equal(false);
    expect(await browser.$(`${navegacion} a[href="/prospectos"]`).isExisting()).to.equal(false);

    await abrirComo(browser, server, agente, '/resumen');
    await browser.$(`${navegacion} a[href="/prospectos"]`).waitForExist({ timeout: 15_000 });
    expect(await browser.$(`${navegacion} a[href="/prospeccion"]`).isExisting()).to.equal(true);
  });
});
