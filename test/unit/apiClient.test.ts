import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { segment } from '../../src/api/client';

describe('API paths', () => {
  it('a value is one path segment; text cut inside a character is mended, not thrown on', () => {
    assert.equal(segment('a/b?c#d'), 'a%2Fb%3Fc%23d');
    assert.equal(segment('😀'), '%F0%9F%98%80');
    // encodeURIComponent throws URIError on a lone surrogate (a payload ticker once broke start-up so).
    assert.throws(() => encodeURIComponent('lone\uD800x'), URIError);
    assert.equal(segment('lone\uD800x'), 'lone%EF%BF%BDx');
    assert.equal(segment('\uDC00end'), '%EF%BF%BDend');
  });
});
