import { expect } from 'chai';
import { createReportThrottle } from '../../web/src/errors/reportThrottle.ts';

describe('web error report throttle', () => {
  function throttle() {
    let t = 0;
    const allow = createReportThrottle({ maxPerWindow: 3, windowMs: 1000, now: () => t });
    return { allow, advance: (ms: number) => (t += ms) };
  }

  it('sends the same error only once per window', () => {
    const { allow, advance } = throttle();
    expect(allow('a')).to.equal(true);
    expect(allow('a')).to.equal(false);
    advance(999);
    expect(allow('a')).to.equal(false);
    advance(1);
    expect(allow('a')).to.equal(true);
  });

  it('caps different errors per window, so a loop cannot flood the server', () => {
    const { allow, advance } = throttle();
    expect(['a', 'b', 'c', 'd', 'e'].map(allow)).to.deep.equal([true, true, true, false, false]);
    advance(1000);
    expect(allow('d')).to.equal(true);
  });
});
