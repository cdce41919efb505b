import { expect } from 'chai';
import nacl from 'tweetnacl';

describe('browser harness', () => {
  it('bundles CommonJS tweetnacl and has WebCrypto', () => {
    expect(nacl.hash(new Uint8Array(1)).length).to.equal(64);
    expect(typeof crypto.subtle.digest).to.equal('function');
  });
});
