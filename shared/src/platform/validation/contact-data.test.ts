import { findContactData } from '@zaber/shared/platform/validation/contact-data';

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
    // Written to get past a filter (issue 28): any spacing, full-width and zero-width characters, words.
    ['777  123  456', 'PHONE'],
    ['volejte 777   123   456', 'PHONE'],
    ['7 7 7  1 2 3  4 5 6', 'PHONE'],
    ['７７７ １２３ ４５６', 'PHONE'],
    ['７７７１２３４５６', 'PHONE'],
    ['777\u200b123\u200b456', 'PHONE'],
    ['7\u200b7\u200b7 1\u200c2\u200d3 4\u20605\ufeff6', 'PHONE'],
    ['777 - 123 - 456', 'PHONE'],
    ['777_123_456', 'PHONE'],
    ['(+420) 777 123 456', 'PHONE'],
    ['sedm sedm sedm jedna dva tři čtyři pět šest', 'PHONE'],
    ['Sedm-sedm-sedm, jedna-dva-tři, čtyři-pět-šest', 'PHONE'],
    ['nula nula čtyři dva nula sedm sedm sedm 123 456', 'PHONE'],
    ['devět osm sedm šest pět čtyři tři dva jedna', 'PHONE'],
    ['jana＠seznam．cz', 'EMAIL'],
    ['jana＠seznam.cz', 'EMAIL'],
    ['jana\u200b@\u200bseznam.cz', 'EMAIL'],
    ['jana zavináč seznam tečka cz', 'EMAIL'],
    ['ｊａｎａ＠ｓｅｚｎａｍ．ｃｚ', 'EMAIL'],
    ['ｗｗｗ．janafoto．cz', 'LINK'],
    ['janafoto\u200b.cz', 'LINK'],
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
    'Volné termíny: 12. 5. 2025, 14. 6. 2025 a 20. 6. 2025.',
    'Fotím pět let, na svatbu přijedeme dva, za jeden den zvládneme obřad i hostinu.',
    'Balíček za 12 500 Kč, s albem 15 000 - 25 000 Kč.',
    'Ceny: 3 500,- / 5 000,- / 8 000,-',
    'Od roku 2015 do roku 2024 přes 300 svateb, 120 rodinných focení.',
    'Rozlišení 1920 × 1080, 4K, 60 snímků za sekundu.',
    '',
  ])('passes %s', (text) => {
    expect(findContactData(text)).toBeNull();
  });
});
