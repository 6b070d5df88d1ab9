import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('keeps only the text of the fragment', () => {
    expect(htmlToText('<p>Скидки <b>до 20%</b></p>\n<p>в аптеках</p>')).toBe('Скидки до 20% в аптеках');
  });

  it('never runs what the fragment holds', () => {
    const spy = jest.fn();
    (window as unknown as { hit: () => void }).hit = spy;
    expect(htmlToText('<img src="x" onerror="hit()">ok<script>hit()</script>')).toBe('ok');
    expect(spy).not.toHaveBeenCalled();
  });

  it('decodes entities and folds every kind of space, as the browser reads the text', () => {
    expect(htmlToText('<p>1&nbsp;ноября&nbsp;&ndash; 2026\u00a0г. &amp; &#171;GoPharm&#x00BB;</p>')).toBe(
      '1 ноября – 2026 г. & «GoPharm»',
    );
    expect(htmlToText('a &unknown; b &#0; c')).toBe('a &unknown; b &#0; c');
  });

  it('gives the same text as the browser parsing the fragment', () => {
    const html = '<p>Акция\n действует <i>15 ноября – 2026\u00a0г.</i> везде</p><!-- note -->';
    const parsed = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
    expect(htmlToText(html)).toBe(parsed.replace(/\s+/g, ' ').trim());
  });
});
