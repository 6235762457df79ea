/** Demo professionals, packages, requests and reviews (Czech texts); seeded outside production. */

export interface DemoPackage {
  title: string;
  category: string;
  town: string | null;
  description: string;
  active?: boolean;
  options: { title: string; priceKc: number; description: string }[];
  services: { title: string; priceKc: number; note?: string }[];
}

export interface DemoExecutor {
  email: string;
  name: string;
  town: string;
  summary: string;
  /** Hours to answer: seeded proposals go this long after their request, so the computed response time comes out near it. */
  responseTime: number;
  isPublic: boolean;
  hue: number;
  categories: { slug: string; summary: string }[];
  /** Fewer works than the 10 per category a public profile needs (someone still uploading). */
  worksPerCategory?: number;
  packages: DemoPackage[];
}

/** Openly licensed films (Blender Foundation) stand in for the professionals' showreels. */
export const DEMO_VIDEOS = [
  'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  'https://www.youtube.com/watch?v=eRsGyueVLvQ',
  'https://vimeo.com/1084537',
  'https://www.youtube.com/watch?v=R6MlUcmOul8',
];

/** Ten portfolio captions per service. */
export const WORK_TITLES: Record<string, readonly string[]> = {
  'svatebni-fotograf': [
    'Obřad v zámecké zahradě',
    'První tanec',
    'Přípravy nevěsty',
    'Novomanželé u rybníka',
    'Skupinové foto s rodinou',
    'Prstýnky',
    'Hostina pod širým nebem',
    'Západ slunce ve vinici',
    'Odchod z kostela',
    'Svatební kytice',
  ],
  'portretni-fotograf': [
    'Rodina v parku',
    'Těhotenské focení v ateliéru',
    'Novorozenec v zavinovačce',
    'Business portrét na bílém pozadí',
    'Sourozenci na louce',
    'Portrét v přirozeném světle',
    'Maminka s dcerou',
    'Portrét pro LinkedIn',
    'Podzimní rodinné focení',
    'Dědeček s vnoučaty',
  ],
  'produktovy-fotograf': [
    'Kosmetika na bílém pozadí',
    'Hodinky v detailu',
    'Káva a zákusek',
    'Řemeslné pivo',
    'Šperky na mramoru',
    'Boty pro e-shop',
    'Polévka s bylinkami',
    'Keramika ve stylovém aranžmá',
    'Sportovní batoh',
    'Čokoládové pralinky',
  ],
  'fotograf-akci': [
    'Firemní konference',
    'Vánoční večírek',
    'Koncert v klubu',
    'Padesátiny na zahradě',
    'Teambuilding v přírodě',
    'Předávání cen',
    'Festival na náměstí',
    'Křest knihy',
    'Maturitní ples',
    'Otevření prodejny',
  ],
  'realitni-fotograf': [
    'Obývací pokoj s krbem',
    'Kuchyň v rodinném domě',
    'Letecký pohled na pozemek',
    'Koupelna po rekonstrukci',
    'Podkrovní ložnice',
    'Novostavba za soumraku',
    'Kancelářské prostory',
    'Zahrada s terasou',
    'Byt v centru města',
    'Chata na Šumavě',
  ],
  'svatebni-kameraman': [
    'Svatební klip – Lednice',
    'Svatební film – Telč',
    'Ano před oltářem',
    'Trailer svatebního dne',
    'Svatba na horách',
    'Zámecká svatba',
    'Svatba ve stodole',
    'Řeč otce nevěsty',
    'Svatební tanec',
    'Svatba u moře',
  ],
  'firemni-video': [
    'Reklamní spot pro pekárnu',
    'Video z konference',
    'Rozhovor s ředitelem',
    'Reference zákazníků',
    'Náborové video',
    'Produktové video',
    'Aftermovie festivalu',
    'Představení výroby',
    'Video pro sociální sítě',
    'Školicí video',
  ],
};

export const DEMO_EXECUTORS: readonly DemoExecutor[] = [
  {
    email: 'profik@zaber.test',
    name: 'Petra Profíková',
    town: 'Praha',
    summary: 'Fotím svatby a rodiny po celých Čechách už dvanáct let. Mám ráda přirozené světlo, nenucené emoce a fotky, které za dvacet let nezestárnou.',
    responseTime: 3,
    isPublic: true,
    hue: 340,
    categories: [
      { slug: 'svatebni-fotograf', summary: 'Svatby od příprav po první tanec, dokumentárním stylem.' },
      { slug: 'portretni-fotograf', summary: 'Rodinné a těhotenské focení venku i v ateliéru.' },
    ],
    packages: [
      {
        title: 'Svatební den bez stresu',
        category: 'svatebni-fotograf',
        town: 'Praha',
        description:
          'Fotografuji celý váš svatební den – od příprav nevěsty přes obřad a skupinové fotky až po první tanec. Dostanete pečlivě upravené fotografie v plném rozlišení a online galerii pro hosty.',
        options: [
          { title: 'Obřad', priceKc: 6900, description: '3 hodiny focení, 150 upravených fotografií, online galerie' },
          { title: 'Půl dne', priceKc: 12900, description: '6 hodin focení, 350 fotografií, skupinové foto, online galerie' },
          { title: 'Celý den', priceKc: 19900, description: '10 hodin focení, 600 fotografií, předsvatební konzultace, USB v dárkové krabičce' },
        ],
        services: [
          { title: 'Předsvatební focení', priceKc: 2900, note: 'Hodina focení kdekoli v Praze' },
          { title: 'Fotokniha 30×30 cm', priceKc: 3500 },
        ],
      },
      {
        title: 'Rodinné focení v přírodě',
        category: 'portretni-fotograf',
        town: 'Praha',
        description: 'Hodina a půl pohody v parku nebo na louce. Děti si hrají, vy se nemusíte nic učit – já zachytím, jak to u vás doma opravdu vypadá.',
        options: [
          { title: 'Mini', priceKc: 2490, description: '45 minut, 20 upravených fotografií' },
          { title: 'Klasik', priceKc: 3990, description: '90 minut, 45 upravených fotografií, dvě lokace' },
        ],
        services: [{ title: 'Tisk 10 fotografií 13×18', priceKc: 490 }],
      },
    ],
  },
  {
    email: 'kameraman@zaber.test',
    name: 'Kamil Kameraman',
    town: 'Brno',
    summary: 'Natáčím svatební filmy a firemní videa s důrazem na příběh a čistý zvuk. Pracuji se dvěma kamerami a dronem.',
    responseTime: 8,
    isPublic: true,
    hue: 210,
    categories: [
      { slug: 'svatebni-kameraman', summary: 'Svatební klipy a celovečerní svatební filmy.' },
      { slug: 'firemni-video', summary: 'Reklamní spoty, reference a videa z akcí.' },
    ],
    packages: [
      {
        title: 'Svatební klip a film',
        category: 'svatebni-kameraman',
        town: 'Brno',
        description: 'Natočím váš den dvěma kamerami, se záznamem slibů a proslovů. Do šesti týdnů dostanete čtyřminutový klip a sestříhaný film celého dne.',
        options: [
          { title: 'Klip', priceKc: 14900, description: '6 hodin natáčení, 4minutový svatební klip' },
          { title: 'Klip + film', priceKc: 24900, description: '10 hodin natáčení, klip a 40minutový film, záběry z dronu' },
        ],
        services: [
          { title: 'Záběry z dronu', priceKc: 3000, note: 'Kde to pravidla letového provozu dovolí' },
          { title: 'Expresní dodání do 14 dnů', priceKc: 4000 },
        ],
      },
      {
        title: 'Firemní video na klíč',
        category: 'firemni-video',
        town: null,
        description: 'Od scénáře po finální střih: představení firmy, náborové video nebo reference zákazníků. Natáčím po celé České republice.',
        options: [
          { title: 'Krátké video pro sítě', priceKc: 9900, description: 'Půl dne natáčení, video do 60 sekund ve dvou formátech' },
          { title: 'Firemní film', priceKc: 29900, description: 'Scénář, dva natáčecí dny, 3minutový film s titulky' },
        ],
        services: [{ title: 'Anglické titulky', priceKc: 1900 }],
      },
    ],
  },
  {
    email: 'jana.dvorakova@zaber.test',
    name: 'Jana Dvořáková',
    town: 'Olomouc',
    summary: 'Specializuji se na novorozence a těhotenské focení. Ateliér mám vytápěný a vybavený vším, co miminko potřebuje.',
    responseTime: 12,
    isPublic: true,
    hue: 20,
    categories: [{ slug: 'portretni-fotograf', summary: 'Novorozenci do 14 dnů, těhotenské a rodinné focení.' }],
    packages: [
      {
        title: 'Novorozenecké focení v ateliéru',
        category: 'portretni-fotograf',
        town: 'Olomouc',
        description: 'Klidné focení miminka do 14 dnů od narození, s rekvizitami a zavinovačkami. Počítejte se třemi hodinami – tempo určuje miminko.',
        options: [
          { title: 'Základ', priceKc: 3490, description: '15 upravených fotografií, miminko samotné' },
          { title: 'S rodinou', priceKc: 4990, description: '30 upravených fotografií, miminko, rodiče i sourozenci' },
        ],
        services: [{ title: 'Fotoobraz na plátně 40×60 cm', priceKc: 1890 }],
      },
    ],
  },
  {
    email: 'tomas.novotny@zaber.test',
    name: 'Tomáš Novotný',
    town: 'Plzeň',
    summary: 'Produktové a gastro fotografie pro e-shopy a restaurace. Dodávám fotky připravené pro web i tisk do 5 pracovních dnů.',
    responseTime: 5,
    isPublic: true,
    hue: 160,
    categories: [{ slug: 'produktovy-fotograf', summary: 'Packshoty na bílém pozadí, lifestyle a gastro.' }],
    packages: [
      {
        title: 'Produktové fotky pro e-shop',
        category: 'produktovy-fotograf',
        town: null,
        description: 'Packshoty na čistě bílém pozadí podle požadavků tržišť. Produkty mi pošlete, nafotím je a vrátím zpět.',
        options: [
          { title: '10 produktů', priceKc: 1990, description: '3 záběry na produkt, bílé pozadí, ořez pro e-shop' },
          { title: '50 produktů', priceKc: 7990, description: '3 záběry na produkt, bílé pozadí, stíny, ořez' },
        ],
        services: [
          { title: 'Lifestyle záběr', priceKc: 390, note: 'Za každý produkt' },
          { title: 'Zpětné zaslání zásilkou', priceKc: 150 },
        ],
      },
      {
        title: 'Focení jídel pro restauraci',
        category: 'produktovy-fotograf',
        town: 'Plzeň',
        description: 'Nafotím vaše menu přímo v restauraci, včetně interiéru a týmu. Fotky použijete na web, sítě i rozvozové aplikace.',
        active: false,
        options: [{ title: 'Menu do 20 jídel', priceKc: 5900, description: 'Půl dne focení, 40 fotografií' }],
        services: [],
      },
    ],
  },
  {
    email: 'lucie.horakova@zaber.test',
    name: 'Lucie Horáková',
    town: 'Liberec',
    summary: 'Svatební fotografka z Liberce. Ráda fotím svatby v horách, na chatách i v zahradách – zkrátka tam, kde jste sami sebou.',
    responseTime: 20,
    isPublic: true,
    hue: 300,
    categories: [{ slug: 'svatebni-fotograf', summary: 'Svatby v Libereckém kraji a v Krkonoších.' }],
    packages: [
      {
        title: 'Svatba na horách',
        category: 'svatebni-fotograf',
        town: 'Liberec',
        description: 'Fotím svatby v Jizerských horách a Krkonoších. Znám nejkrásnější vyhlídky a vím, kde je světlo v kterou hodinu.',
        options: [
          { title: 'Obřad a portréty', priceKc: 8900, description: '4 hodiny, 200 fotografií' },
          { title: 'Celý den', priceKc: 16900, description: '9 hodin, 500 fotografií, online galerie' },
        ],
        services: [{ title: 'Druhý fotograf', priceKc: 5000 }],
      },
    ],
  },
  {
    email: 'martin.cerny@zaber.test',
    name: 'Martin Černý',
    town: 'Ostrava',
    summary: 'Fotím firemní akce, konference a koncerty. Rychle, nenápadně a s výběrem fotek ještě týž večer.',
    responseTime: 2,
    isPublic: true,
    hue: 45,
    categories: [{ slug: 'fotograf-akci', summary: 'Konference, večírky, koncerty, festivaly.' }],
    packages: [
      {
        title: 'Fotograf na firemní akci',
        category: 'fotograf-akci',
        town: 'Ostrava',
        description: 'Zdokumentuji vaši konferenci nebo večírek. Výběr 30 fotografií pro sociální sítě pošlu ještě týž večer.',
        options: [
          { title: '3 hodiny', priceKc: 4500, description: '3 hodiny focení, 150 fotografií' },
          { title: 'Celý den', priceKc: 11000, description: '8 hodin focení, 400 fotografií, expresní výběr' },
        ],
        services: [{ title: 'Fotokoutek s tiskem', priceKc: 6500 }],
      },
    ],
  },
  {
    email: 'eva.prochazkova@zaber.test',
    name: 'Eva Procházková',
    town: 'České Budějovice',
    summary: 'Fotím nemovitosti pro realitní kanceláře i majitele. Široký úhel, rovné linie, světlé interiéry a záběry z dronu.',
    responseTime: 26,
    isPublic: true,
    hue: 120,
    categories: [{ slug: 'realitni-fotograf', summary: 'Interiéry, exteriéry a letecké záběry dronem.' }],
    packages: [
      {
        title: 'Fotky nemovitosti k prodeji',
        category: 'realitni-fotograf',
        town: 'České Budějovice',
        description: 'Profesionální fotky bytu nebo domu, které prodávají. Připravím i půdorysný náčrt a krátké video prohlídky.',
        options: [
          { title: 'Byt', priceKc: 2900, description: '25 fotografií interiéru, HDR úprava' },
          { title: 'Rodinný dům', priceKc: 4900, description: '40 fotografií interiéru i exteriéru, 5 záběrů z dronu' },
        ],
        services: [{ title: 'Video prohlídka', priceKc: 2500, note: 'Minutové video pro inzerát' }],
      },
    ],
  },
  {
    email: 'ondrej.vesely@zaber.test',
    name: 'Ondřej Veselý',
    town: 'Hradec Králové',
    summary: 'Reklamní a firemní video s filmovým obrazem. Spolupracuji se zvukaři, herci i grafiky, takže dodám vše pod jednou střechou.',
    responseTime: 16,
    isPublic: true,
    hue: 260,
    categories: [{ slug: 'firemni-video', summary: 'Reklamní spoty, aftermovie a rozhovory.' }],
    packages: [
      {
        title: 'Aftermovie z vaší akce',
        category: 'firemni-video',
        town: 'Hradec Králové',
        description: 'Dynamické video z festivalu, konference nebo večírku, které pozve lidi na váš příští ročník.',
        options: [
          { title: 'Krátké', priceKc: 7900, description: '4 hodiny natáčení, video do 90 sekund' },
          { title: 'Rozšířené', priceKc: 15900, description: 'Celý den natáčení, 3minutové video a 3 krátké verze pro sítě' },
        ],
        services: [{ title: 'Hudba s licencí', priceKc: 900 }],
      },
    ],
  },
];

export const DEMO_CLIENTS = [
  { email: 'alena.mala@zaber.test', name: 'Alena Malá' },
  { email: 'jiri.benes@zaber.test', name: 'Jiří Beneš' },
];

export const REVIEW_TEXTS: readonly { rating: number; text: string }[] = [
  { rating: 5, text: 'Naprostá spokojenost. Fotky přišly dřív, než jsme slíbili rodině, a jsou nádherné.' },
  { rating: 5, text: 'Příjemný přístup, skvělá komunikace a výsledek předčil naše očekávání. Doporučujeme!' },
  { rating: 4, text: 'Moc pěkné fotky, jen dodání trvalo o pár dní déle. Jinak jsme nadšení.' },
  { rating: 5, text: 'Profesionál každým coulem, hosté se před objektivem cítili uvolněně.' },
  { rating: 4, text: 'Dobrá spolupráce, rychlé odpovědi a férová cena.' },
];

export interface DemoRequest {
  client: string;
  category: string;
  subcategory: string | null;
  town: string | null;
  /** Days from today; null: to be agreed. */
  inDays: number | null;
  budgetKc: [number | null, number | null];
  description: string;
  status?: 'ACTIVE' | 'CLOSED';
  locationDetail?: string;
  /** Codes of REQUEST_OPTIONS. */
  options?: string[];
  /** Promoted: first in the professionals' feed. */
  boosted?: boolean;
}

export const DEMO_REQUESTS: readonly DemoRequest[] = [
  {
    client: 'klient@zaber.test',
    category: 'svatebni-fotograf',
    subcategory: 'cely-den',
    town: 'Praha',
    inDays: 120,
    budgetKc: [15000, 25000],
    description: 'Hledáme fotografa na celý svatební den, obřad ve 12 hodin v Trojské zahradě, hostina v restauraci nedaleko. Přibližně 60 hostů.',
    locationDetail: 'Trojská zahrada',
    options: ['drone', 'prints'],
    boosted: true,
  },
  {
    client: 'alena.mala@zaber.test',
    category: 'portretni-fotograf',
    subcategory: 'novorozenecke-foceni',
    town: 'Olomouc',
    inDays: 20,
    budgetKc: [3000, 5000],
    description: 'Miminko se má narodit za dva týdny, chtěli bychom focení doma do 10 dnů po porodu.',
  },
  {
    client: 'jiri.benes@zaber.test',
    category: 'firemni-video',
    subcategory: 'video-z-akce',
    town: 'Brno',
    inDays: 45,
    budgetKc: [10000, 20000],
    description: 'Firemní konference pro 200 lidí, potřebujeme dvouminutové aftermovie a krátké rozhovory s řečníky.',
    options: ['express'],
    boosted: true,
  },
  {
    client: 'klient@zaber.test',
    category: 'produktovy-fotograf',
    subcategory: 'e-shop',
    town: null,
    inDays: null,
    budgetKc: [null, 6000],
    description: 'E-shop s ručně vyráběnými svíčkami, cca 30 produktů na bílém pozadí a několik lifestyle záběrů.',
  },
  {
    client: 'alena.mala@zaber.test',
    category: 'svatebni-kameraman',
    subcategory: 'svatebni-klip',
    town: 'Liberec',
    inDays: 200,
    budgetKc: [12000, 18000],
    description: 'Malá svatba na chatě v Jizerkách, chceme krátký klip, který si pustíme i za 20 let.',
  },
  {
    client: 'jiri.benes@zaber.test',
    category: 'realitni-fotograf',
    subcategory: 'interiery',
    town: 'České Budějovice',
    inDays: 10,
    budgetKc: [2000, 4000],
    description: 'Prodáváme byt 3+1 po rekonstrukci, potřebujeme fotky do inzerátu co nejdříve.',
  },
  {
    client: 'klient@zaber.test',
    category: 'fotograf-akci',
    subcategory: 'oslavy',
    town: 'Ostrava',
    inDays: 30,
    budgetKc: [3000, 6000],
    description: 'Oslava 50. narozenin na zahradě, asi 40 hostů, focení na 3–4 hodiny.',
  },
  {
    client: 'alena.mala@zaber.test',
    category: 'portretni-fotograf',
    subcategory: 'rodinne-foceni',
    town: 'Praha',
    inDays: 14,
    budgetKc: [2000, 4000],
    description: 'Rodinné focení venku, dvě děti (3 a 6 let) a pes. Ideálně na podzim v parku.',
  },
  {
    client: 'jiri.benes@zaber.test',
    category: 'firemni-video',
    subcategory: 'reklamni-spot',
    town: 'Hradec Králové',
    inDays: null,
    budgetKc: [20000, 40000],
    description: 'Třicetisekundový spot pro regionální pekárnu, do kina i na sociální sítě.',
  },
  {
    client: 'klient@zaber.test',
    category: 'svatebni-fotograf',
    subcategory: 'obrad',
    town: 'Plzeň',
    inDays: 60,
    budgetKc: [5000, 8000],
    description: 'Civilní obřad na radnici a krátké portréty v centru, zhruba dvě hodiny.',
  },
  {
    client: 'alena.mala@zaber.test',
    category: 'fotograf-akci',
    subcategory: 'koncerty',
    town: 'Praha',
    inDays: 5,
    budgetKc: [null, null],
    description: 'Koncert kapely v klubu, potřebujeme fotky na web a plakáty.',
    status: 'CLOSED',
  },
];
