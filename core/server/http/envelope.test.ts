import { expect } from 'chai';
import fc from 'fast-check';
import { ok, okDePiezas, piezaJson } from './envelope.ts';

describe('okDePiezas', () => {
  it('writes the same JSON as ok() over the pieces joined, empty pieces and lists included', () => {
    const item = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.double({ noNaN: true, noDefaultInfinity: true }))));
    fc.assert(
      fc.property(fc.array(fc.array(item, { maxLength: 5 }), { maxLength: 6 }), fc.string(), (listas, message) => {
        const bytes = okDePiezas(listas.map(piezaJson), message);
        expect(JSON.parse(bytes.toString('utf8'))).to.deep.equal(JSON.parse(JSON.stringify(ok(listas.flat(), message))));
      }),
    );
  });
});
