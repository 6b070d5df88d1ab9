import { shareCspNonce } from './csp-nonce';

describe('shareCspNonce', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete (window as Window & { __nonce__?: string }).__nonce__;
  });

  it("puts the page's nonce where goober looks for it", () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="abc123">';
    expect(shareCspNonce()).toBe('abc123');
    expect((window as Window & { __nonce__?: string }).__nonce__).toBe('abc123');
  });

  it('does nothing on a page without one', () => {
    expect(shareCspNonce()).toBeUndefined();
    expect((window as Window & { __nonce__?: string }).__nonce__).toBeUndefined();
  });
});
