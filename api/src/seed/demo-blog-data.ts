/** Demo blog articles (real Czech advice on choosing a photographer or videographer). */
export interface DemoArticle {
  title: string;
  perex: string;
  bodyHtml: string;
  daysAgo: number;
  tags: string[];
  hue: number;
}

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    title: 'Jak vybrat svatebního fotografa',
    perex: 'Svatební fotky vám zůstanou na celý život. Poradíme, na co se dívat v portfoliu, na co se ptát a kdy fotografa rezervovat.',
    daysAgo: 3,
    tags: ['Svatba', 'Tipy'],
    hue: 340,
    bodyHtml: `<p>Fotograf je jedním z mála dodavatelů, jehož práci budete mít doma ještě za desítky let. Vyplatí se proto výběru věnovat čas – a začít s ním brzy. Oblíbení fotografové mají termíny na sezónu obsazené i rok dopředu.</p>
<h2>1. Prohlédněte si celé svatby, ne jen výběr</h2>
<p>Portfolio ukazuje to nejlepší. Požádejte o jednu nebo dvě kompletní galerie ze svatby. Uvidíte, jak fotograf zvládá přípravy, tmavý kostel i večerní párty – tedy situace, které nejsou jen o hezkém světle.</p>
<h2>2. Styl musí sedět vám</h2>
<p>Někdo má rád dokumentární přístup bez aranžování, jiný pečlivě stylizované portréty. Ani jedno není lepší – důležité je, abyste se ve fotkách poznali.</p>
<h2>3. Ptejte se na praktické věci</h2>
<ul>
<li>Kolik fotografií dostaneme a za jak dlouho?</li>
<li>Jak probíhá záloha a co se stane, když fotograf onemocní?</li>
<li>Jsou v ceně cestovné a předsvatební schůzka?</li>
</ul>
<h2>4. Osobní setkání rozhoduje</h2>
<p>Fotograf s vámi stráví celý den. Domluvte si krátkou schůzku nebo videohovor – pokud si nesednete, poznáte to hned.</p>
<p>Na Záběru stačí <a href="/vlozit-poptavku/">vložit poptávku</a> a do 24 hodin vám nabídky pošle až 10 ověřených fotografů.</p>`,
  },
  {
    title: 'Rodinné focení: jak se připravit, aby si ho užily i děti',
    perex: 'Rodinné fotky nemusí být strojené. Stačí pár jednoduchých pravidel – od volby oblečení po načasování podle dětí.',
    daysAgo: 12,
    tags: ['Portrét', 'Tipy'],
    hue: 20,
    bodyHtml: `<p>Nejhezčí rodinné fotky vznikají, když se všichni baví. Úkolem fotografa je zachytit vaše vztahy, ne přimět děti k úsměvu na povel.</p>
<h2>Načasování podle dětí</h2>
<p>Naplánujte focení na dobu, kdy jsou děti odpočaté a najedené. Ideální světlo bývá hodinu až dvě před západem slunce – pokud to ale koliduje se spaním nejmenších, dejte přednost spokojeným dětem.</p>
<h2>Oblečení v jedné barevné rodině</h2>
<p>Není nutné mít všichni stejná trička. Zvolte dvě až tři barvy, které k sobě ladí, a vyhněte se velkým nápisům a výrazným logům.</p>
<h2>Vezměte s sebou, co máte rádi</h2>
<p>Oblíbená deka, kolo, pes nebo piknikový košík dodají fotkám příběh a dětem zábavu.</p>
<blockquote>Nejlepší fotky často vzniknou ve chvíli, kdy si myslíte, že se už nefotí.</blockquote>`,
  },
  {
    title: 'Kolik stojí svatební video a co ovlivňuje cenu',
    perex: 'Od krátkého klipu po celovečerní film: přehled, co se v ceně svatebního videa skrývá a kde se dá ušetřit.',
    daysAgo: 25,
    tags: ['Svatba', 'Video'],
    hue: 210,
    bodyHtml: `<p>Ceny svatebního videa se v Česku pohybují zhruba od 10 do 50 tisíc korun. Rozdíl nedělá jen jméno kameramana, ale hlavně rozsah práce.</p>
<h2>Co cenu ovlivňuje nejvíc</h2>
<ul>
<li><strong>Délka natáčení</strong> – obřad a portréty zvládne jeden člověk za pár hodin, celý den včetně večerní zábavy je jiná kategorie.</li>
<li><strong>Počet kamer</strong> – druhý kameraman zachytí reakce hostů i ženicha při příchodu nevěsty.</li>
<li><strong>Výstupy</strong> – klip, film, záznam proslovů, verze pro sociální sítě.</li>
<li><strong>Zvuk</strong> – kvalitní záznam slibů vyžaduje mikrofony a zkušenosti.</li>
</ul>
<h2>Kde ušetřit a kde ne</h2>
<p>Ušetřit lze na délce filmu nebo na záběrech z dronu. Nešetřete na zvuku – sliby, které nejsou slyšet, už nikdo nenatočí znovu.</p>`,
  },
  {
    title: 'Produktové fotky pro e-shop, které prodávají',
    perex: 'Kvalitní fotky zvyšují konverze a snižují počet vratek. Co od produktového fotografa chtít a jak mu práci usnadnit.',
    daysAgo: 40,
    tags: ['E-shop', 'Tipy'],
    hue: 160,
    bodyHtml: `<p>Zákazník si zboží v e-shopu nemůže osahat. Fotky proto musí ukázat materiál, velikost i detaily – a to jednotně napříč celým katalogem.</p>
<h2>Jednotný styl katalogu</h2>
<p>Domluvte se s fotografem na pozadí, úhlech a ořezu. Produkty pak v kategorii působí uspořádaně a zákazník je snadno porovná.</p>
<h2>Packshot i lifestyle</h2>
<p>Bílé pozadí vyžadují tržiště a srovnávače. Lifestyle záběr ukáže produkt v použití a pomůže zákazníkovi představit si ho u sebe doma.</p>
<h2>Připravte produkty</h2>
<p>Vyžehlený textil, čisté sklo a odstraněné cenovky ušetří hodiny retuše – a tím i vaše peníze.</p>`,
  },
];
