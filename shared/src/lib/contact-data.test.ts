import { findContactData } from '@zaber/shared/lib/contact-data';

describe('contact data in free text', () => {
  it.each([
    ['Volejte 777 123 456', 'PHONE'],
    ['tel. +420 777 123 456', 'PHONE'],
    ['+420777123456', 'PHONE'],
    ['00420 777-123-456', 'PHONE'],
    ['777.123.456 kdykoli', 'PHONE'],
    ['7 7 7 1 2 3 4 5 6', 'PHONE'],
    ['pište na jana@seznam.cz', 'EMAIL'],
    ['jana @ seznam . cz', 'EMAIL'],
    ['jana zavináč seznam.cz', 'EMAIL'],
    ['jana.novakova Zavináč gmail tečka com', 'EMAIL'],
    ['jana(at)seznam.cz', 'EMAIL'],
    ['jana [at] email', 'EMAIL'],
    ['více na https://jana-foto.cz/portfolio', 'LINK'],
    ['www.janafoto.cz', 'LINK'],
    ['mrkněte na janafoto.cz', 'LINK'],
    ['JanaFoto.COM', 'LINK'],
    ['jana-foto tečka cz', 'LINK'],
    ['najdete mě na IG @jana_foto', 'LINK'],
  ])('%s → %s', (text, kind) => {
    expect(findContactData(text)).toBe(kind);
  });

  it.each([
    'Fotím svatby od roku 2015, přes 300 párů.',
    'Cena od 15 000 Kč do 25 000 Kč, obvykle 3–4 hodiny.',
    'Termíny 12. 5. 2025 a 14. 6. 2025 mám volné.',
    'Focení 15 000 - 25 000 Kč podle délky.',
    'Ať už jde o obřad, nebo celý den, atd.',
    'Spolupracuji s firmou Foto s.r.o. a studiem v Brně.',
    'Mám Instagram i Facebook, ale pište přes Záběr.',
    '',
  ])('passes %s', (text) => {
    expect(findContactData(text)).toBeNull();
  });
});
