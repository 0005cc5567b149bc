import { expect } from 'chai';
import { alternarLinea, TODAS_LAS_LINEAS } from './lineas.ts';

describe('resumen: selector de ramos', () => {
  it('keeps only the line clicked when all four are active', () => {
    for (const linea of TODAS_LAS_LINEAS) expect(alternarLinea(TODAS_LAS_LINEAS, linea)).to.deep.equal([linea]);
  });

  it('adds and removes lines, in the order of the call', () => {
    expect(alternarLinea(['auto'], 'vida')).to.deep.equal(['vida', 'auto']);
    expect(alternarLinea(['vida', 'auto'], 'diversos')).to.deep.equal(['vida', 'auto', 'diversos']);
    expect(alternarLinea(['vida', 'auto', 'diversos'], 'auto')).to.deep.equal(['vida', 'diversos']);
  });

  it('never leaves the toggle empty', () => {
    expect(alternarLinea(['salud'], 'salud')).to.deep.equal(['salud']);
  });

  it('reaches all four again by adding the missing one, and the next click narrows to one', () => {
    const todas = alternarLinea(['vida', 'auto', 'salud'], 'diversos');
    expect(todas).to.deep.equal(TODAS_LAS_LINEAS);
    expect(alternarLinea(todas, 'salud')).to.deep.equal(['salud']);
  });
});
