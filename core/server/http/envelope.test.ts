import { expect } from 'chai';
import fc from 'fast-check';
import { text } from 'node:stream/consumers';
import { ok, okDePiezas, piezaJson } from './envelope.ts';

describe('okDePiezas', () => {
  it('writes the same JSON as ok() over the pieces joined, empty pieces and lists included', async () => {
    const item = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.double({ noNaN: true, noDefaultInfinity: true }))));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(item, { maxLength: 5 }), { maxLength: 6 }), fc.string(), async (listas, message) => {
        expect(JSON.parse(await text(okDePiezas(listas.map(piezaJson), message)))).to.deep.equal(JSON.parse(JSON.stringify(ok(listas.flat(), message))));
      }),
    );
  });
});
