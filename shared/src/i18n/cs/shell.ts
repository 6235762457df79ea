/** Czech texts of `shell.*`. */
export const shellTexts = {
  skipToContent: 'Přeskočit na obsah',
  nav: {
    main: 'Hlavní navigace',
    menu: 'Menu',
    requests: 'Poptávky',
    myRequests: 'Moje poptávky',
    photographers: 'Fotografové',
    videographers: 'Kameramani',
    packages: 'Balíčky služeb',
    howItWorks: 'Jak to funguje',
    proposals: 'Nabídky',
    myPackages: 'Moje balíčky',
    privateRequests: 'Cílené poptávky',
    myOrders: 'Moje objednávky',
    dates: 'Termíny',
  },
  devRole: {
    label: 'Role (vývoj)',
    guest: 'Host',
    client: 'Klient',
    executor: 'Profík',
  },
  footer: {
    about: 'Záběr spojuje klienty s ověřenými fotografy a kameramany po celé Česku.',
    links: 'Užitečné odkazy',
    partners: 'Partnerské weby',
    social: 'Sledujte nás',
    rights: 'Všechna práva vyhrazena.',
  },
  remote: {
    failed: 'Tuto část stránky se nepodařilo načíst.',
    failedDetail: 'Zbytek webu funguje dál. Zkuste to prosím znovu za chvíli.',
    notConfigured: 'Modul {{remote}} není v konfiguraci modulů (remotes.json).',
    incompatible:
      'Modul {{remote}} byl sestaven pro rozhraní verze {{remoteVersion}}, ale stránka potřebuje verzi {{shellVersion}}.',
  },
  login: {
    unavailable: 'Přihlášení e-mailovým kódem brzy spustíme. Do té doby si prohlížejte profíky a balíčky.',
  },
  pages: {
    'password-reset': 'Zadejte e-mail svého účtu a pošleme vám odkaz pro nastavení nového hesla.',
    'account-activation': 'Ověřujeme odkaz z vašeho e-mailu a aktivujeme účet.',
  },
  manifest: {
    failed: 'Konfiguraci modulů se nepodařilo načíst.',
    unknown: 'Neznámý modul „{{name}}“ v konfiguraci modulů byl vynechán.',
  },
  error: {
    notFoundTitle: 'Stránka nenalezena',
    notFound: 'Tuto stránku jsme nenašli. Možná byla přesunuta nebo smazána.',
    forbiddenTitle: 'Přístup zakázán',
    forbiddenLogin: 'Pro zobrazení této stránky se musíte přihlásit.',
    permissionDenied: 'Permission denied',
    wrongRole: 'Tato stránka není určena pro váš typ účtu.',
    serviceUnavailableTitle: 'Služba je dočasně nedostupná',
    errorTitle: 'Chyba',
  },
} as const;
