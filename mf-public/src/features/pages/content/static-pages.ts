/**
 * Czech content of the static pages. Long legal and help texts live here as structured
 * content (sections of paragraphs), not as i18n keys, because they are documents, not UI.
 */
export interface StaticSection {
  heading?: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface StaticContent {
  description: string;
  sections: readonly StaticSection[];
}

export const HOW_IT_WORKS: StaticContent = {
  description: 'Jak funguje Záběr: vložíte poptávku, do 24 hodin dostanete až 10 nabídek od ověřených fotografů a kameramanů a vyberete si.',
  sections: [
    {
      heading: 'Pro klienty',
      paragraphs: ['Záběr používáte zdarma. Poptávku vložíte za dvě minuty a nabídky porovnáte v klidu z domova.'],
      list: [
        'Vyberte službu, místo, termín a rozpočet a popište, co potřebujete.',
        'Do 24 hodin vám nabídku pošle až 10 ověřených profíků – s cenou, portfoliem a hodnoceními.',
        'S profíky si píšete přes zprávy na Záběru. Váš e-mail ani telefon nikomu nedáváme.',
        'Vyberte si nabídku. Ostatní profíky o výběru informujeme za vás.',
        'Po zakázce napište hodnocení a pomozte dalším klientům s výběrem.',
      ],
    },
    {
      heading: 'Balíčky s pevnou cenou',
      paragraphs: [
        'Nechcete čekat na nabídky? V katalogu balíčků najdete hotové služby s cenou a popisem, co je v ceně. Stačí zvolit termín a balíček objednat.',
      ],
    },
    {
      heading: 'Pro fotografy a kameramany',
      paragraphs: [
        'Registrace je zdarma. Vyplňte profil, přidejte alespoň 10 ukázek práce v každé službě a požádejte o schválení. Každý profil ručně kontroluje moderátor – proto klienti profíkům na Záběru věří.',
        'Po schválení uvidíte poptávky ze svého okolí a můžete na ně odpovídat. Platíte jen za odeslané nabídky z předplaceného kreditu; nabídku, kterou klient neotevře, vám vrátíme.',
      ],
    },
  ],
};

export const TERMS: StaticContent = {
  description: 'Obchodní podmínky služby Záběr pro klienty a profíky.',
  sections: [
    {
      heading: '1. Úvodní ustanovení',
      paragraphs: [
        'Tyto podmínky upravují používání portálu Záběr, který propojuje klienty s fotografy a kameramany (dále „profíci“). Provozovatel není smluvní stranou zakázky mezi klientem a profíkem.',
      ],
    },
    {
      heading: '2. Registrace a účet',
      paragraphs: ['Uživatel se registruje jako klient nebo profík a odpovídá za pravdivost údajů. Profil profíka je veřejný až po schválení moderátorem.'],
    },
    {
      heading: '3. Poptávky a nabídky',
      paragraphs: [
        'Klient vkládá poptávky zdarma. Na jednu poptávku může odpovědět nejvýše 10 profíků. Kontaktní údaje klienta profíkům nepředáváme; komunikace probíhá přes zprávy portálu.',
      ],
    },
    {
      heading: '4. Placené služby',
      paragraphs: [
        'Profík platí za odeslání nabídky a za její zvýraznění z předplaceného kreditu podle ceníku. Kredit lze dobít bankovním převodem nebo platební kartou. Nevyčerpaný kredit se nevrací, s výjimkou nabídek, které klient neotevřel.',
      ],
    },
    {
      heading: '5. Obsah uživatelů',
      paragraphs: ['Profík odpovídá za to, že má k nahraným fotografiím a videím potřebná práva. Popisy profilu a balíčků nesmějí obsahovat kontaktní údaje.'],
    },
    {
      heading: '6. Závěrečná ustanovení',
      paragraphs: ['Podmínky se řídí právním řádem České republiky. O změnách podmínek informujeme uživatele e-mailem nejméně 14 dní předem.'],
    },
  ],
};

export const PRIVACY: StaticContent = {
  description: 'Jak Záběr zpracovává osobní údaje klientů a profíků.',
  sections: [
    { heading: 'Správce údajů', paragraphs: ['Správcem osobních údajů je provozovatel portálu Záběr. S dotazy nám pište přes kontaktní formulář.'] },
    {
      heading: 'Jaké údaje zpracováváme',
      paragraphs: ['Jméno, e-mail, případně telefon a fakturační údaje; obsah poptávek, nabídek a zpráv; technické údaje o přihlášení.'],
    },
    {
      heading: 'Proč je zpracováváme',
      paragraphs: ['Abychom mohli poskytovat službu (plnění smlouvy), vystavovat doklady (právní povinnost) a s vaším souhlasem měřit návštěvnost.'],
    },
    {
      heading: 'Komu je předáváme',
      paragraphs: [
        'Kontaktní údaje klienta profíkům nepředáváme. Údaje zpracovávají jen naši dodavatelé hostingu, e-mailu a plateb, a to podle našich pokynů.',
      ],
    },
    {
      heading: 'Vaše práva',
      paragraphs: [
        'Máte právo na přístup k údajům, jejich opravu a výmaz, omezení zpracování, přenositelnost a námitku. Stížnost můžete podat u Úřadu pro ochranu osobních údajů.',
      ],
    },
    {
      heading: 'Stažení vašich údajů',
      paragraphs: [
        'V nastavení účtu (Můj účet → Nastavení) si kdykoli stáhnete vše, co o vás uchováváme: účet a profil, poptávky, nabídky, objednávky, zprávy, hodnocení, pohyby kreditu, platby a faktury ve strojově čitelném souboru data.json a své fotografie, vše v jednom archivu ZIP.',
      ],
    },
    {
      heading: 'Smazání účtu',
      paragraphs: [
        'Účet smažete tamtéž. Nejdříve je potřeba dokončit nebo zrušit rozjednané zakázky a vyřídit čekající objednávky, aby druhá strana nezůstala bez odpovědi. Smazání je nevratné: vymažeme vaše jméno, e-mail, telefon, profil, portfolio a fotografie, otevřené poptávky uzavřeme a zprávy, které jste napsali, smažeme. Odhlásíme vás na všech zařízeních.',
      ],
    },
    {
      heading: 'Co po smazání účtu uchováme a proč',
      paragraphs: [
        'Faktury a záznamy o platbách a pohybech kreditu uchováváme 10 let, jak ukládají zákon o účetnictví a zákon o DPH; faktura nese údaje odběratele tak, jak byla vystavena.',
        'Hodnocení, která jste napsali, zůstanou u profíka jako „Klient Záběru“, bez vašeho jména, protože jsou součástí jeho veřejného hodnocení. Nabídky a objednávky zůstanou druhé straně jako záznam zakázky, místo vašeho jména uvidí „Smazaný účet“.',
        'Nic z toho už nespojíme s vaší osobou: e-mail, jméno ani kontakty u těchto záznamů nezůstanou, kromě údajů na vystavených fakturách.',
      ],
    },
  ],
};

export const COOKIES: StaticContent = {
  description: 'Jaké cookies Záběr používá a jak je nastavit.',
  sections: [
    {
      paragraphs: [
        'Cookies jsou malé soubory, které si prohlížeč ukládá při návštěvě webu. Nezbytné cookies používáme vždy, ostatní jen s vaším souhlasem, který můžete kdykoli změnit v liště cookies.',
      ],
    },
    {
      heading: 'Nezbytné',
      paragraphs: [
        'Přihlášení (zaber-token, nečitelný pro skripty, a zaber-session, který jen říká, že jste přihlášeni), ochrana formulářů a uložení vaší volby souhlasu. Bez nich web nefunguje.',
      ],
    },
    { heading: 'Analytické', paragraphs: ['Anonymní statistiky návštěvnosti, podle kterých web zlepšujeme.'] },
    { heading: 'Marketingové', paragraphs: ['Měření účinnosti reklam. Ve výchozím stavu jsou vypnuté.'] },
    { heading: 'Platnost', paragraphs: ['Souhlas si pamatujeme jeden rok, přihlášení 14 dní.'] },
  ],
};

export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ: { description: string; items: readonly FaqItem[] } = {
  description: 'Odpovědi na nejčastější otázky klientů i profíků na Záběru.',
  items: [
    { question: 'Kolik stojí vložení poptávky?', answer: 'Nic. Pro klienty je Záběr zdarma, platí jen profíci za odeslané nabídky.' },
    {
      question: 'Za jak dlouho dostanu nabídky?',
      answer: 'Většina poptávek dostane první nabídky během několika hodin, nejvýše 10 nabídek obvykle do 24 hodin.',
    },
    {
      question: 'Uvidí profíci můj telefon nebo e-mail?',
      answer: 'Ne. S profíky komunikujete přes zprávy na Záběru a kontakt předáte jen tomu, koho si vyberete.',
    },
    {
      question: 'Jak ověřujete profíky?',
      answer: 'Každý profil ručně kontroluje moderátor: profík musí mít fotografii, aktivní službu a alespoň 10 ukázek práce v každé službě.',
    },
    { question: 'Co je balíček služeb?', answer: 'Hotová služba s pevnou cenou a popisem, co je v ceně. Balíček objednáte bez čekání na nabídky.' },
    { question: 'Co když mi žádná nabídka nevyhovuje?', answer: 'Poptávku můžete kdykoli uzavřít bez výběru. Nic neplatíte a profíky informujeme za vás.' },
    {
      question: 'Kolik stojí nabídka pro profíka?',
      answer: 'Aktuální ceny najdete v ceníku placených služeb. Nabídku, kterou klient do 7 dnů neotevře, vracíme do kreditu.',
    },
  ],
};
