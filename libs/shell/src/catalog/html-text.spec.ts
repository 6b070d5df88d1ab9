import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('keeps only the text of the fragment', () => {
    expect(htmlToText('<p>Скидки <b>до 20%</b></p>\n<p>в аптеках</p>')).toBe('Скидки до 20% в аптеках');
  });
  it('never runs what the fragment holds', () => {
    const spy = jest.fn();
    (window as unknown as { hit: () => void }).hit = spy;
    expect(htmlToText('<img src="x" onerror="hit()">ok')).toBe('ok');
    expect(spy).not.toHaveBeenCalled();
  });
});
