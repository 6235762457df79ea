/** Word pools for the generated demo volume (demo-generated.ts); Czech texts without contact data. */

/** Okres seats per kraj (real obce of the places CSV); the okres of the same name wins when obce share a name. */
export const DEMO_TOWNS_BY_KRAJ: readonly (readonly string[])[] = [
  ['Praha'],
  ['Kladno', 'Mladá Boleslav', 'Kolín', 'Příbram'],
  ['České Budějovice', 'Tábor', 'Písek', 'Strakonice'],
  ['Plzeň', 'Klatovy', 'Domažlice'],
  ['Karlovy Vary', 'Cheb', 'Sokolov'],
  ['Ústí nad Labem', 'Teplice', 'Děčín', 'Most'],
  ['Liberec', 'Jablonec nad Nisou', 'Česká Lípa'],
  ['Hradec Králové', 'Trutnov', 'Náchod'],
  ['Pardubice', 'Chrudim', 'Svitavy'],
  ['Jihlava', 'Třebíč', 'Havlíčkův Brod', 'Žďár nad Sázavou'],
  ['Brno', 'Znojmo', 'Břeclav'],
  ['Olomouc', 'Prostějov', 'Přerov', 'Šumperk'],
  ['Zlín', 'Uherské Hradiště', 'Kroměříž', 'Vsetín'],
  ['Ostrava', 'Opava', 'Frýdek-Místek', 'Nový Jičín'],
];

export const MALE_NAMES = [
  'Jan',
  'Petr',
  'Pavel',
  'Tomáš',
  'Jakub',
  'Lukáš',
  'Martin',
  'Michal',
  'David',
  'Filip',
  'Vojtěch',
  'Adam',
  'Ondřej',
  'Radek',
  'Marek',
  'Jiří',
  'Matěj',
  'Daniel',
];
export const FEMALE_NAMES = [
  'Jana',
  'Kateřina',
  'Lenka',
  'Tereza',
  'Veronika',
  'Markéta',
  'Barbora',
  'Klára',
  'Adéla',
  'Lucie',
  'Michaela',
  'Zuzana',
  'Monika',
  'Hana',
  'Simona',
  'Nikola',
  'Anna',
  'Eliška',
];
/** [male, female] surname forms. */
export const SURNAMES: readonly (readonly [string, string])[] = [
  ['Svoboda', 'Svobodová'],
  ['Novák', 'Nováková'],
  ['Král', 'Králová'],
  ['Pokorný', 'Pokorná'],
  ['Kučera', 'Kučerová'],
  ['Marek', 'Marková'],
  ['Pospíšil', 'Pospíšilová'],
  ['Hájek', 'Hájková'],
  ['Jelínek', 'Jelínková'],
  ['Růžička', 'Růžičková'],
  ['Beneš', 'Benešová'],
  ['Fiala', 'Fialová'],
  ['Sedláček', 'Sedláčková'],
  ['Doležal', 'Doležalová'],
  ['Zeman', 'Zemanová'],
  ['Kolář', 'Kolářová'],
  ['Navrátil', 'Navrátilová'],
  ['Čermák', 'Čermáková'],
  ['Urban', 'Urbanová'],
  ['Vaněk', 'Vaňková'],
  ['Blažek', 'Blažková'],
  ['Kříž', 'Křížová'],
  ['Kovář', 'Kovářová'],
  ['Bartoš', 'Bartošová'],
  ['Vlček', 'Vlčková'],
  ['Polák', 'Poláková'],
  ['Musil', 'Musilová'],
  ['Šimek', 'Šimková'],
];

export const STUDIO_PREFIXES = ['Studio', 'Ateliér', 'Foto', 'Filmy'];

/** Per service: a profile summary opening, a category summary and package templates. */
export interface GeneratedService {
  summaries: readonly string[];
  categorySummary: string;
  packages: readonly {
    title: string;
    description: string;
    options: readonly { title: string; priceKc: number; description: string }[];
  }[];
  services: readonly { title: string; priceKc: number; note?: string }[];
  /** [min, max] budget of a request in Kč. */
  budget: [number, number];
  requests: readonly string[];
}

export const GENERATED_SERVICES: Record<string, GeneratedService> = {
  'svatebni-fotograf': {
    summaries: [
      'Svatby fotím nenápadně a s citem pro detail, od příprav až po večerní párty.',
      'Zachytím váš svatební den tak, jak opravdu proběhl – s emocemi, smíchem i slzami dojetí.',
      'Svatební fotografii se věnuji naplno, každý rok fotím jen omezený počet svateb.',
    ],
    categorySummary: 'Svatební reportáž, portréty novomanželů a skupinové fotografie.',
    packages: [
      {
        title: 'Svatební reportáž',
        description: 'Fotografická reportáž vašeho svatebního dne s důrazem na emoce a přirozené momenty. Fotografie dostanete upravené v online galerii.',
        options: [
          { title: 'Obřad', priceKc: 5900, description: '2 hodiny focení, 120 upravených fotografií' },
          { title: 'Půl dne', priceKc: 11900, description: '5 hodin focení, 300 fotografií, skupinové foto' },
          { title: 'Celý den', priceKc: 17900, description: '10 hodin focení, 550 fotografií, online galerie pro hosty' },
        ],
      },
      {
        title: 'Malá svatba na úřadě',
        description: 'Pro komorní obřady na radnici nebo na zámku: obřad, gratulace a krátké portréty novomanželů v okolí.',
        options: [
          { title: 'Obřad a gratulace', priceKc: 3900, description: '90 minut focení, 80 fotografií' },
          { title: 'S portréty', priceKc: 5900, description: '3 hodiny focení, 150 fotografií' },
        ],
      },
    ],
    services: [
      { title: 'Druhý fotograf', priceKc: 4500 },
      { title: 'Fotokniha 25×25 cm', priceKc: 2900 },
      { title: 'Předsvatební focení', priceKc: 2500, note: 'Hodina focení v okolí' },
    ],
    budget: [6000, 25000],
    requests: [
      'Hledáme fotografa na svatbu, obřad venku a hostina pro zhruba {guests} hostů. Rádi bychom fotky spíše reportážní.',
      'Plánujeme menší svatbu a chceme zachytit obřad, gratulace a krátké portréty. Počítáme se {hours} hodinami focení.',
      'Sháníme fotografa na předsvatební focení v přírodě, ideálně při západu slunce.',
    ],
  },
  'portretni-fotograf': {
    summaries: [
      'Fotím rodiny, děti a portréty v přirozeném světle, venku i v malém ateliéru.',
      'Specializuji se na těhotenské a novorozenecké focení, s trpělivostí a klidem.',
      'Portréty pro firmy i jednotlivce: přirozené, nestrojené a s dobrou náladou.',
    ],
    categorySummary: 'Rodinné, těhotenské, novorozenecké focení a business portréty.',
    packages: [
      {
        title: 'Rodinné focení venku',
        description: 'Pohodové focení celé rodiny v parku nebo na louce. Žádné strnulé pózy, jen hra a radost.',
        options: [
          { title: 'Mini', priceKc: 1990, description: '40 minut, 15 upravených fotografií' },
          { title: 'Standard', priceKc: 3490, description: '90 minut, 40 upravených fotografií' },
        ],
      },
      {
        title: 'Business portrét',
        description: 'Profesionální portrét pro web, LinkedIn nebo tiskovou zprávu, v ateliéru nebo přímo ve vaší kanceláři.',
        options: [
          { title: 'Jedna osoba', priceKc: 1490, description: '30 minut, 5 upravených fotografií' },
          { title: 'Tým do 10 lidí', priceKc: 6900, description: 'Půl dne, 3 fotografie na osobu, jednotné pozadí' },
        ],
      },
      {
        title: 'Novorozenecké focení doma',
        description: 'Přijedu za vámi domů s vyhřívanou podložkou a rekvizitami. Focení přizpůsobím miminku.',
        options: [
          { title: 'Základ', priceKc: 2990, description: 'Až 3 hodiny, 20 upravených fotografií' },
          { title: 'S rodiči a sourozenci', priceKc: 3990, description: 'Až 4 hodiny, 35 fotografií' },
        ],
      },
    ],
    services: [
      { title: 'Tisk 10 fotografií 13×18', priceKc: 390 },
      { title: 'Expresní úprava do 3 dnů', priceKc: 900 },
    ],
    budget: [1500, 5000],
    requests: [
      'Chtěli bychom rodinné focení venku, jsme {people} a máme malé děti. Termín ideálně o víkendu.',
      'Hledám fotografa na těhotenské focení, nejraději v přírodě nebo v ateliéru.',
      'Potřebujeme nové portréty pro firemní web, celkem {people} lidí, focení přímo v kanceláři.',
    ],
  },
  'produktovy-fotograf': {
    summaries: [
      'Fotím produkty pro e-shopy, katalogy i sociální sítě, na bílém pozadí i v aranžmá.',
      'Jídlo a nápoje jsou můj svět: fotím pro restaurace, kavárny a výrobce potravin.',
    ],
    categorySummary: 'Produkty na bílém pozadí, lifestyle a gastro fotografie.',
    packages: [
      {
        title: 'Produkty na bílém pozadí',
        description: 'Čisté fotografie produktů pro e-shop, připravené pro tržiště i katalog. Ořez a retuš v ceně.',
        options: [
          { title: '10 produktů', priceKc: 2500, description: '3 fotografie na produkt, bílé pozadí' },
          { title: '30 produktů', priceKc: 6500, description: '3 fotografie na produkt, stíny a detaily' },
        ],
      },
      {
        title: 'Gastro focení menu',
        description: 'Fotografie jídel a nápojů přímo u vás v podniku, s přirozeným světlem a jednoduchým stylingem.',
        options: [
          { title: 'Polední menu', priceKc: 3900, description: '2 hodiny, 15 fotografií' },
          { title: 'Celý jídelní lístek', priceKc: 8900, description: 'Celý den, 50 fotografií, interiér podniku' },
        ],
      },
    ],
    services: [
      { title: 'Styling a rekvizity', priceKc: 1500 },
      { title: 'Fotografie 360°', priceKc: 400, note: 'Za každý produkt' },
    ],
    budget: [2000, 12000],
    requests: [
      'Provozujeme e-shop a potřebujeme nafotit zhruba {items} produktů na bílém pozadí.',
      'Otevíráme bistro a chceme fotky jídel na web a do menu, asi {items} položek.',
    ],
  },
  'fotograf-akci': {
    summaries: [
      'Fotím firemní akce, konference a večírky, nenápadně a s rychlým dodáním.',
      'Koncerty, festivaly a oslavy – tam, kde se něco děje, jsem s foťákem v první řadě.',
    ],
    categorySummary: 'Firemní akce, oslavy, koncerty a festivaly.',
    packages: [
      {
        title: 'Fotograf na firemní akci',
        description: 'Reportáž z konference, večírku nebo teambuildingu. Výběr fotek pro tiskovou zprávu dostanete ještě týž den.',
        options: [
          { title: '3 hodiny', priceKc: 4900, description: '3 hodiny focení, 120 fotografií' },
          { title: 'Celý den', priceKc: 11900, description: '8 hodin focení, 350 fotografií, expresní výběr' },
        ],
      },
      {
        title: 'Oslava a večírek',
        description: 'Narozeniny, výročí nebo rozlučka: zachytím atmosféru, hosty i nejlepší momenty večera.',
        options: [
          { title: '2 hodiny', priceKc: 2900, description: '2 hodiny focení, 80 fotografií' },
          { title: '4 hodiny', priceKc: 4900, description: '4 hodiny focení, 160 fotografií' },
        ],
      },
    ],
    services: [
      { title: 'Tisk fotografií na místě', priceKc: 3500 },
      { title: 'Expresní dodání do 24 hodin', priceKc: 1500 },
    ],
    budget: [2500, 15000],
    requests: [
      'Firemní akce pro {guests} lidí, potřebujeme reportážní fotky na web a sociální sítě.',
      'Oslava narozenin v restauraci, asi {guests} hostů, focení na {hours} hodiny.',
      'Koncert v klubu, hledáme fotografa na fotky pro kapelu a plakáty.',
    ],
  },
  'realitni-fotograf': {
    summaries: [
      'Fotím nemovitosti pro realitní kanceláře i soukromé prodejce, včetně záběrů z dronu.',
      'Interiéry, architektura a letecké záběry: nemovitost ukážu v tom nejlepším světle.',
    ],
    categorySummary: 'Interiéry, exteriéry a letecké záběry nemovitostí.',
    packages: [
      {
        title: 'Fotografie bytu do inzerátu',
        description: 'Světlé a rovné fotografie interiéru, připravené do inzerátu do 48 hodin od focení.',
        options: [
          { title: 'Byt do 3+kk', priceKc: 2200, description: '20 fotografií, úprava perspektivy' },
          { title: 'Rodinný dům', priceKc: 3900, description: '35 fotografií interiéru i exteriéru' },
        ],
      },
      {
        title: 'Letecké záběry nemovitosti',
        description: 'Fotografie a krátké video z dronu: pozemek, dům a okolí z ptačí perspektivy.',
        options: [
          { title: 'Fotografie', priceKc: 2900, description: '15 leteckých fotografií' },
          { title: 'Fotografie a video', priceKc: 5400, description: '15 fotografií a minutové video' },
        ],
      },
    ],
    services: [
      { title: 'Půdorys bytu', priceKc: 1200 },
      { title: 'Virtuální prohlídka', priceKc: 3500 },
    ],
    budget: [1500, 8000],
    requests: ['Prodáváme byt {layout} a potřebujeme kvalitní fotky do inzerátu.', 'Potřebujeme letecké záběry pozemku a rodinného domu pro prodej.'],
  },
  'svatebni-kameraman': {
    summaries: [
      'Natáčím svatební filmy, které vypráví váš příběh – s hudbou, sliby i proslovy.',
      'Svatební klipy s filmovou atmosférou, natáčím dvěma kamerami a s kvalitním zvukem.',
    ],
    categorySummary: 'Svatební klipy a filmy, záběry z dronu.',
    packages: [
      {
        title: 'Svatební klip',
        description: 'Čtyřminutový klip z vašeho dne s licencovanou hudbou, dodaný do šesti týdnů.',
        options: [
          { title: 'Obřad a portréty', priceKc: 9900, description: '4 hodiny natáčení, 3minutový klip' },
          { title: 'Celý den', priceKc: 19900, description: '10 hodin natáčení, klip a záznam obřadu' },
        ],
      },
      {
        title: 'Svatební film celého dne',
        description: 'Sestříhaný film celého dne od příprav po první tanec, plus krátký klip pro sociální sítě.',
        options: [
          { title: 'Film', priceKc: 22900, description: '10 hodin natáčení, 30minutový film' },
          { title: 'Film a klip', priceKc: 27900, description: '10 hodin natáčení, film, klip a upoutávka' },
        ],
      },
    ],
    services: [
      { title: 'Záběry z dronu', priceKc: 2500 },
      { title: 'Druhý kameraman', priceKc: 6000 },
    ],
    budget: [10000, 30000],
    requests: [
      'Hledáme kameramana na svatbu, chceme krátký klip a záznam obřadu. Hostů bude asi {guests}.',
      'Sháníme svatební film celého dne, svatba je venku a večer v sále.',
    ],
  },
  'firemni-video': {
    summaries: [
      'Tvořím firemní a reklamní videa od scénáře po finální střih.',
      'Natáčím videa z akcí, rozhovory a reference zákazníků pro weby a sociální sítě.',
    ],
    categorySummary: 'Reklamní spoty, videa z akcí, rozhovory a reference.',
    packages: [
      {
        title: 'Video z firemní akce',
        description: 'Dvouminutové aftermovie z konference nebo večírku, plus krátké verze pro sociální sítě.',
        options: [
          { title: 'Půl dne', priceKc: 8900, description: '4 hodiny natáčení, video do 2 minut' },
          { title: 'Celý den', priceKc: 14900, description: '8 hodin natáčení, video a 3 krátké verze' },
        ],
      },
      {
        title: 'Reklamní spot na klíč',
        description: 'Scénář, natáčení a postprodukce krátkého spotu pro web, sociální sítě nebo kino.',
        options: [
          { title: 'Spot 15 s', priceKc: 14900, description: 'Jeden natáčecí den, dvě verze formátu' },
          { title: 'Spot 30 s', priceKc: 24900, description: 'Scénář, natáčecí den, barevné korekce, hudba' },
        ],
      },
    ],
    services: [
      { title: 'Titulky ve dvou jazycích', priceKc: 1500 },
      { title: 'Hudba s licencí', priceKc: 900 },
    ],
    budget: [8000, 40000],
    requests: [
      'Potřebujeme video z firemní konference pro {guests} lidí, krátké aftermovie a pár rozhovorů.',
      'Hledáme tvůrce reklamního spotu pro náš e-shop, délka do 30 sekund.',
      'Chceme natočit reference spokojených zákazníků, zhruba {items} krátkých rozhovorů.',
    ],
  },
};

/** Review texts by rating (5 → 1). */
export const GENERATED_REVIEWS: Record<number, readonly string[]> = {
  5: [
    'Skvělá práce, fotky předčily naše očekávání. Určitě doporučujeme dál.',
    'Velmi milý přístup, všechno proběhlo v klidu a výsledek je nádherný.',
    'Rychlá komunikace, dodání v termínu a krásné výsledky.',
    'Jsme nadšení! Fotky zachytily přesně tu atmosféru, kterou jsme chtěli.',
    'Profesionální přístup od první zprávy až po předání. Děkujeme!',
    'Výsledek byl hotový dřív, než jsme čekali, a kvalita je špičková.',
  ],
  4: [
    'Pěkná spolupráce a hezké výsledky, jen dodání trvalo o něco déle.',
    'Spokojenost, drobné úpravy byly vyřízené rychle.',
    'Dobrá komunikace a férová cena, výsledek odpovídá dohodě.',
    'Moc pěkné fotky, příště bychom jen chtěli víc záběrů hostů.',
  ],
  3: ['Výsledek v pořádku, ale komunikace mohla být rychlejší.', 'Průměrná spokojenost, některé záběry se moc nepovedly.'],
  2: ['Dodání se zpozdilo o několik týdnů a část fotek byla rozmazaná.'],
  1: ['Bohužel jsme spokojení nebyli, výsledek neodpovídal domluvě.'],
};

export const PROPOSAL_TEXTS = [
  'Dobrý den, termín mám volný. Pošlu vám ukázky podobných zakázek a domluvíme se na detailech.',
  'Dobrý den, podobné zakázky dělám pravidelně, cena zahrnuje úpravu a dodání do dvou týdnů.',
  'Dobrý den, s tím vám pomůžu. Navrhuji krátký telefonát přes Záběr, ať doladíme představu.',
];
