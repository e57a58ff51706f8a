/**
 * The words the product writes itself around an article's text, per article language: the
 * renderer's headings, table header, buttons and the stand-in for a price (render-article.ts), and
 * the pin composer's labels (pin-composer.ts). English and French are the offline writer's languages;
 * the others are for articles a real model writes. Short, standard words of each language, as a
 * native blog would print them (French typography: a non-breaking space before : ? !).
 */
import type { ArticleLanguage } from '@aa/contracts';

/** A non-breaking space (before a French colon) and a narrow one (before ? and !). */
const NBSP = '\u00a0';
const NNBSP = '\u202f';

export interface ArticleLabels {
  /** The sentence naming both products, with their links ("Compared here: A and B."). */
  comparedHere: (first: string, second: string) => string;
  /** The heading over the comparison table. */
  comparison: string;
  /** The table's first header cell. */
  feature: string;
  /** The button to a product's Amazon page. */
  checkPrice: string;
  /** A button's whole text, with the product's name. */
  button: (product: string) => string;
  prosAndCons: string;
  pros: string;
  cons: string;
  verdict: string;
  faq: string;
  /** What stands where a model wrote a price (prices are never shown). */
  currentPrice: string;
  /** A product box's price and the time Amazon's API gave it ("$249.99 (as of 28 Nov 2026, 07:00 UTC)"). */
  priceAsOf: (price: string, time: string) => string;
  /** Under the boxes when they show prices: Amazon's condition for showing one. */
  priceNote: string;
  /** The table's last row: who each product suits. */
  bestFor: string;
  /** Text direction, for the article's wrapper. */
  dir: 'ltr' | 'rtl';
  /** The pin composer's labels, one chosen per run ("SIDE BY SIDE"). */
  pinLabels: readonly [string, string, string, string, string, string];
  /** The pin's foot when there is no blog domain to show. */
  readMore: string;
  /** A pin line's lead-in ("Verdict: …"), and the line without an angle. */
  verdictLine: (line: string) => string;
  ourVerdict: string;
  /**
   * Internal links (issue 31), each a sentence around `{link}` (the linked post's title): another post
   * of the same campaign (the same pair, another angle), and the blog's other posts (two wordings, in
   * turn).
   */
  alsoCompared: string;
  /** The same around `{links}`: several posts of the campaign, their titles joined by `joinTitles`. */
  alsoComparedMany: string;
  /** Titles joined as a sentence lists them ("A, B and C"). */
  joinTitles: (titles: readonly string[]) => string;
  relatedPost: readonly [string, string];
  /** The lead of the campaign's "More comparisons" line, with its colon. */
  moreComparisons: string;
  /**
   * The run's search phrase (issue 31) where the writer did not put it: the question that opens the
   * first paragraph, around `{phrase}` (a campaign's runs take them in turn, by their phrase), and
   * what joins it to a title's own words.
   */
  searchLead: readonly string[];
  titleJoin: string;
}

/** "A", "A and B", "A, B and C": a list as a sentence says it, with the language's "and". */
const joinWith = (titles: readonly string[], and: string) =>
  titles.length <= 1 ? (titles[0] ?? '') : `${titles.slice(0, -1).join(', ')} ${and} ${titles.at(-1)}`;

const en: ArticleLabels = {
  comparedHere: (a, b) => `Compared here: ${a} and ${b}.`,
  comparison: 'Side-by-side comparison',
  feature: 'Feature',
  checkPrice: 'Check price on Amazon',
  button: (product) => `Check price on Amazon: ${product}`,
  prosAndCons: 'Pros and cons',
  pros: 'Pros',
  cons: 'Cons',
  verdict: 'Verdict',
  faq: 'Frequently asked questions',
  currentPrice: 'the current price',
  priceAsOf: (price, time) => `${price} (as of ${time})`,
  priceNote:
    'Prices and availability are accurate as of the time shown and may change. The price and availability shown on Amazon at the time of purchase apply.',
  bestFor: 'Best for',
  dir: 'ltr',
  pinLabels: [
    'WHICH ONE SHOULD YOU BUY?',
    'HONEST COMPARISON',
    'SIDE BY SIDE',
    'BUYING GUIDE',
    'THE VERDICT IS IN',
    'BEFORE YOU BUY',
  ],
  readMore: 'Read the full comparison',
  verdictLine: (line) => `Verdict: ${line}`,
  ourVerdict: 'Our verdict: who should buy which',
  alsoCompared: 'For another angle on the same two, read {link}.',
  relatedPost: ['If you are still deciding, {link} may help too.', 'On this blog you can also read {link}.'],
  moreComparisons: 'More comparisons:',
  searchLead: ['Searching for {phrase}?', 'Weighing up {phrase}?', 'Comparing {phrase}?'],
  titleJoin: ': ',
  alsoComparedMany: 'For other angles on the same two, read {links}.',
  joinTitles: (titles) => joinWith(titles, 'and'),
};

const fr: ArticleLabels = {
  comparedHere: (a, b) => `Dans ce comparatif${NBSP}: ${a} et ${b}.`,
  comparison: 'Le comparatif point par point',
  feature: 'Caractéristique',
  checkPrice: 'Voir le prix sur Amazon',
  button: (product) => `Voir le prix sur Amazon${NBSP}: ${product}`,
  prosAndCons: 'Points forts et points faibles',
  pros: 'Points forts',
  cons: 'Points faibles',
  verdict: 'Notre verdict',
  faq: 'Questions fréquentes',
  currentPrice: 'le prix du moment',
  priceAsOf: (price, time) => `${price} (au ${time})`,
  priceNote:
    'Prix et disponibilité exacts à l’heure indiquée et susceptibles de changer. Le prix et la disponibilité affichés sur Amazon au moment de l’achat s’appliquent.',
  bestFor: 'Idéal pour',
  dir: 'ltr',
  pinLabels: [
    `LEQUEL CHOISIR${NNBSP}?`,
    'COMPARATIF HONNÊTE',
    'CÔTE À CÔTE',
    'GUIDE D’ACHAT',
    'LE VERDICT',
    'AVANT D’ACHETER',
  ],
  readMore: 'Lire le comparatif complet',
  verdictLine: (line) => `Verdict${NBSP}: ${line}`,
  ourVerdict: `Notre verdict${NBSP}: lequel pour qui`,
  alsoCompared: 'Pour un autre regard sur ces deux modèles, lisez {link}.',
  relatedPost: [
    'Si vous hésitez encore, {link} peut aussi vous aider.',
    `À lire aussi sur ce blog${NBSP}: {link}.`,
  ],
  moreComparisons: `Autres comparatifs${NBSP}:`,
  searchLead: [
    `Vous cherchez {phrase}${NNBSP}?`,
    `Vous hésitez${NBSP}: {phrase}${NNBSP}?`,
    `Vous comparez {phrase}${NNBSP}?`,
  ],
  titleJoin: `${NBSP}: `,
  alsoComparedMany: 'Pour d’autres regards sur ces deux modèles, lisez {links}.',
  joinTitles: (titles) => joinWith(titles, 'et'),
};

const de: ArticleLabels = {
  comparedHere: (a, b) => `Im Vergleich: ${a} und ${b}.`,
  comparison: 'Der direkte Vergleich',
  feature: 'Merkmal',
  checkPrice: 'Preis auf Amazon prüfen',
  button: (product) => `Preis auf Amazon prüfen: ${product}`,
  prosAndCons: 'Vor- und Nachteile',
  pros: 'Vorteile',
  cons: 'Nachteile',
  verdict: 'Fazit',
  faq: 'Häufige Fragen',
  currentPrice: 'der aktuelle Preis',
  priceAsOf: (price, time) => `${price} (Stand: ${time})`,
  priceNote:
    'Preise und Verfügbarkeit entsprechen dem angegebenen Zeitpunkt und können sich ändern. Es gelten Preis und Verfügbarkeit, die Amazon zum Zeitpunkt des Kaufs anzeigt.',
  bestFor: 'Ideal für',
  dir: 'ltr',
  pinLabels: [
    'WELCHES SOLL ES SEIN?',
    'EHRLICHER VERGLEICH',
    'IM DIREKTEN VERGLEICH',
    'KAUFBERATUNG',
    'UNSER FAZIT',
    'VOR DEM KAUF',
  ],
  readMore: 'Zum ganzen Vergleich',
  verdictLine: (line) => `Fazit: ${line}`,
  ourVerdict: 'Unser Fazit: welches für wen',
  alsoCompared: 'Einen anderen Blick auf dieselben zwei wirft {link}.',
  relatedPost: [
    'Falls Sie noch unentschlossen sind, hilft vielleicht auch {link}.',
    'Ebenfalls auf diesem Blog: {link}.',
  ],
  moreComparisons: 'Weitere Vergleiche:',
  searchLead: ['Sie suchen nach {phrase}?'],
  titleJoin: ': ',
  alsoComparedMany: 'Andere Blickwinkel auf dieselben zwei bieten {links}.',
  joinTitles: (titles) => joinWith(titles, 'und'),
};

const it: ArticleLabels = {
  comparedHere: (a, b) => `A confronto: ${a} e ${b}.`,
  comparison: 'Il confronto punto per punto',
  feature: 'Caratteristica',
  checkPrice: 'Verifica il prezzo su Amazon',
  button: (product) => `Verifica il prezzo su Amazon: ${product}`,
  prosAndCons: 'Pro e contro',
  pros: 'Pro',
  cons: 'Contro',
  verdict: 'Il verdetto',
  faq: 'Domande frequenti',
  currentPrice: 'il prezzo attuale',
  priceAsOf: (price, time) => `${price} (al ${time})`,
  priceNote:
    'Prezzi e disponibilità sono accurati all’ora indicata e possono cambiare. Si applicano il prezzo e la disponibilità mostrati su Amazon al momento dell’acquisto.',
  bestFor: 'Ideale per',
  dir: 'ltr',
  pinLabels: [
    'QUALE SCEGLIERE?',
    'CONFRONTO ONESTO',
    'FIANCO A FIANCO',
    'GUIDA ALL’ACQUISTO',
    'IL VERDETTO',
    'PRIMA DI COMPRARE',
  ],
  readMore: 'Leggi il confronto completo',
  verdictLine: (line) => `Verdetto: ${line}`,
  ourVerdict: 'Il nostro verdetto: quale per chi',
  alsoCompared: 'Per un altro punto di vista sugli stessi due, leggi {link}.',
  relatedPost: [
    'Se sei ancora indeciso, può aiutarti anche {link}.',
    'Su questo blog puoi leggere anche {link}.',
  ],
  moreComparisons: 'Altri confronti:',
  searchLead: ['Cerchi {phrase}?'],
  titleJoin: ': ',
  alsoComparedMany: 'Per altri punti di vista sugli stessi due, leggi {links}.',
  joinTitles: (titles) => joinWith(titles, 'e'),
};

const es: ArticleLabels = {
  comparedHere: (a, b) => `En esta comparativa: ${a} y ${b}.`,
  comparison: 'Comparativa punto por punto',
  feature: 'Característica',
  checkPrice: 'Ver precio en Amazon',
  button: (product) => `Ver precio en Amazon: ${product}`,
  prosAndCons: 'Pros y contras',
  pros: 'Pros',
  cons: 'Contras',
  verdict: 'Veredicto',
  faq: 'Preguntas frecuentes',
  currentPrice: 'el precio actual',
  priceAsOf: (price, time) => `${price} (a ${time})`,
  priceNote:
    'Precios y disponibilidad exactos a la hora indicada y sujetos a cambios. Se aplican el precio y la disponibilidad que muestre Amazon en el momento de la compra.',
  bestFor: 'Ideal para',
  dir: 'ltr',
  pinLabels: [
    '¿CUÁL ELEGIR?',
    'COMPARATIVA HONESTA',
    'CARA A CARA',
    'GUÍA DE COMPRA',
    'EL VEREDICTO',
    'ANTES DE COMPRAR',
  ],
  readMore: 'Lee la comparativa completa',
  verdictLine: (line) => `Veredicto: ${line}`,
  ourVerdict: 'Nuestro veredicto: cuál para quién',
  alsoCompared: 'Para otra mirada a los mismos dos, lee {link}.',
  relatedPost: ['Si aún dudas, {link} también puede ayudarte.', 'En este blog también puedes leer {link}.'],
  moreComparisons: 'Más comparativas:',
  searchLead: ['¿Buscas {phrase}?'],
  titleJoin: ': ',
  alsoComparedMany: 'Para otras miradas a los mismos dos, lee {links}.',
  joinTitles: (titles) => joinWith(titles, 'y'),
};

const nl: ArticleLabels = {
  comparedHere: (a, b) => `In deze vergelijking: ${a} en ${b}.`,
  comparison: 'Vergelijking naast elkaar',
  feature: 'Kenmerk',
  checkPrice: 'Bekijk de prijs op Amazon',
  button: (product) => `Bekijk de prijs op Amazon: ${product}`,
  prosAndCons: 'Voor- en nadelen',
  pros: 'Voordelen',
  cons: 'Nadelen',
  verdict: 'Conclusie',
  faq: 'Veelgestelde vragen',
  currentPrice: 'de actuele prijs',
  priceAsOf: (price, time) => `${price} (op ${time})`,
  priceNote:
    'Prijzen en beschikbaarheid kloppen op het aangegeven tijdstip en kunnen veranderen. De prijs en beschikbaarheid op Amazon op het moment van aankoop gelden.',
  bestFor: 'Ideaal voor',
  dir: 'ltr',
  pinLabels: [
    'WELKE KIES JE?',
    'EERLIJKE VERGELIJKING',
    'NAAST ELKAAR',
    'KOOPGIDS',
    'ONS OORDEEL',
    'VOORDAT JE KOOPT',
  ],
  readMore: 'Lees de hele vergelijking',
  verdictLine: (line) => `Conclusie: ${line}`,
  ourVerdict: 'Onze conclusie: welke voor wie',
  alsoCompared: 'Voor een andere kijk op dezelfde twee: lees {link}.',
  relatedPost: ['Twijfel je nog? Dan helpt {link} misschien ook.', 'Ook op deze blog: {link}.'],
  moreComparisons: 'Meer vergelijkingen:',
  searchLead: ['Zoek je {phrase}?'],
  titleJoin: ': ',
  alsoComparedMany: 'Voor andere kijken op dezelfde twee: lees {links}.',
  joinTitles: (titles) => joinWith(titles, 'en'),
};

const sv: ArticleLabels = {
  comparedHere: (a, b) => `I jämförelsen: ${a} och ${b}.`,
  comparison: 'Jämförelse sida vid sida',
  feature: 'Egenskap',
  checkPrice: 'Se priset på Amazon',
  button: (product) => `Se priset på Amazon: ${product}`,
  prosAndCons: 'För- och nackdelar',
  pros: 'Fördelar',
  cons: 'Nackdelar',
  verdict: 'Slutsats',
  faq: 'Vanliga frågor',
  currentPrice: 'det aktuella priset',
  priceAsOf: (price, time) => `${price} (per ${time})`,
  priceNote:
    'Priser och tillgänglighet gäller vid den angivna tidpunkten och kan ändras. Det pris och den tillgänglighet som Amazon visar vid köptillfället gäller.',
  bestFor: 'Passar bäst för',
  dir: 'ltr',
  pinLabels: [
    'VILKEN SKA DU VÄLJA?',
    'ÄRLIG JÄMFÖRELSE',
    'SIDA VID SIDA',
    'KÖPGUIDE',
    'VÅRT OMDÖME',
    'INNAN DU KÖPER',
  ],
  readMore: 'Läs hela jämförelsen',
  verdictLine: (line) => `Slutsats: ${line}`,
  ourVerdict: 'Vår slutsats: vilken passar vem',
  alsoCompared: 'För en annan vinkel på samma två, läs {link}.',
  relatedPost: ['Om du fortfarande är osäker kan {link} också hjälpa.', 'Läs också {link} här på bloggen.'],
  moreComparisons: 'Fler jämförelser:',
  searchLead: ['Söker du {phrase}?'],
  titleJoin: ': ',
  alsoComparedMany: 'För andra vinklar på samma två, läs {links}.',
  joinTitles: (titles) => joinWith(titles, 'och'),
};

const pl: ArticleLabels = {
  comparedHere: (a, b) => `Porównujemy: ${a} i ${b}.`,
  comparison: 'Porównanie punkt po punkcie',
  feature: 'Cecha',
  checkPrice: 'Sprawdź cenę na Amazon',
  button: (product) => `Sprawdź cenę na Amazon: ${product}`,
  prosAndCons: 'Zalety i wady',
  pros: 'Zalety',
  cons: 'Wady',
  verdict: 'Werdykt',
  faq: 'Najczęściej zadawane pytania',
  currentPrice: 'aktualna cena',
  priceAsOf: (price, time) => `${price} (stan na ${time})`,
  priceNote:
    'Ceny i dostępność są aktualne na wskazany moment i mogą się zmienić. Obowiązują cena i dostępność widoczne na Amazon w chwili zakupu.',
  bestFor: 'Dla kogo',
  dir: 'ltr',
  pinLabels: [
    'KTÓRY WYBRAĆ?',
    'UCZCIWE PORÓWNANIE',
    'PORÓWNANIE',
    'PORADNIK ZAKUPOWY',
    'WERDYKT',
    'ZANIM KUPISZ',
  ],
  readMore: 'Przeczytaj całe porównanie',
  verdictLine: (line) => `Werdykt: ${line}`,
  ourVerdict: 'Nasz werdykt: co dla kogo',
  alsoCompared: 'Inne spojrzenie na te same dwa modele znajdziesz w tekście {link}.',
  relatedPost: [
    'Jeśli wciąż się wahasz, pomocny może być też tekst {link}.',
    'Na tym blogu przeczytasz też {link}.',
  ],
  moreComparisons: 'Więcej porównań:',
  searchLead: ['Szukasz {phrase}?'],
  titleJoin: ': ',
  alsoComparedMany: 'Inne spojrzenia na te same dwa modele znajdziesz w tekstach {links}.',
  joinTitles: (titles) => joinWith(titles, 'i'),
};

const pt: ArticleLabels = {
  comparedHere: (a, b) => `Nesta comparação: ${a} e ${b}.`,
  comparison: 'Comparação lado a lado',
  feature: 'Característica',
  checkPrice: 'Ver preço na Amazon',
  button: (product) => `Ver preço na Amazon: ${product}`,
  prosAndCons: 'Prós e contras',
  pros: 'Prós',
  cons: 'Contras',
  verdict: 'Veredito',
  faq: 'Perguntas frequentes',
  currentPrice: 'o preço atual',
  priceAsOf: (price, time) => `${price} (em ${time})`,
  priceNote:
    'Preços e disponibilidade corretos à hora indicada e sujeitos a alterações. Aplicam-se o preço e a disponibilidade mostrados na Amazon no momento da compra.',
  bestFor: 'Ideal para',
  dir: 'ltr',
  pinLabels: [
    'QUAL ESCOLHER?',
    'COMPARAÇÃO HONESTA',
    'LADO A LADO',
    'GUIA DE COMPRA',
    'O VEREDITO',
    'ANTES DE COMPRAR',
  ],
  readMore: 'Leia a comparação completa',
  verdictLine: (line) => `Veredito: ${line}`,
  ourVerdict: 'Nosso veredito: qual para quem',
  alsoCompared: 'Para outro olhar sobre os mesmos dois, leia {link}.',
  relatedPost: ['Se ainda está indeciso, {link} também pode ajudar.', 'Neste blog também pode ler {link}.'],
  moreComparisons: 'Mais comparações:',
  searchLead: ['Procura {phrase}?'],
  titleJoin: ': ',
  alsoComparedMany: 'Para outros olhares sobre os mesmos dois, leia {links}.',
  joinTitles: (titles) => joinWith(titles, 'e'),
};

const tr: ArticleLabels = {
  comparedHere: (a, b) => `Karşılaştırılan ürünler: ${a} ve ${b}.`,
  comparison: 'Yan yana karşılaştırma',
  feature: 'Özellik',
  checkPrice: 'Amazon’da fiyatı gör',
  button: (product) => `Amazon’da fiyatı gör: ${product}`,
  prosAndCons: 'Artıları ve eksileri',
  pros: 'Artıları',
  cons: 'Eksileri',
  verdict: 'Sonuç',
  faq: 'Sıkça sorulan sorular',
  currentPrice: 'güncel fiyat',
  priceAsOf: (price, time) => `${price} (${time} itibarıyla)`,
  priceNote:
    'Fiyatlar ve stok durumu belirtilen zamanda geçerlidir ve değişebilir. Satın alma anında Amazon’da gösterilen fiyat ve stok durumu geçerlidir.',
  bestFor: 'Kimler için',
  dir: 'ltr',
  pinLabels: [
    'HANGİSİNİ SEÇMELİ?',
    'DÜRÜST KARŞILAŞTIRMA',
    'YAN YANA',
    'SATIN ALMA REHBERİ',
    'KARAR',
    'SATIN ALMADAN ÖNCE',
  ],
  readMore: 'Karşılaştırmanın tamamını okuyun',
  verdictLine: (line) => `Sonuç: ${line}`,
  ourVerdict: 'Sonucumuz: hangisi kime uygun',
  alsoCompared: 'Aynı iki ürüne başka bir açıdan bakmak için {link} yazısını okuyun.',
  relatedPost: [
    'Hâlâ karar veremediyseniz {link} yazısı da yardımcı olabilir.',
    'Bu blogda ayrıca {link} yazısını okuyabilirsiniz.',
  ],
  moreComparisons: 'Diğer karşılaştırmalar:',
  searchLead: ['{phrase} mı arıyorsunuz?'],
  titleJoin: ': ',
  alsoComparedMany: 'Aynı iki ürüne başka açılardan bakmak için {links} yazılarını okuyun.',
  joinTitles: (titles) => joinWith(titles, 've'),
};

const ar: ArticleLabels = {
  comparedHere: (a, b) => `نقارن هنا بين ${a} و ${b}.`,
  comparison: 'مقارنة جنبًا إلى جنب',
  feature: 'الميزة',
  checkPrice: 'تحقق من السعر على أمازون',
  button: (product) => `تحقق من السعر على أمازون: ${product}`,
  prosAndCons: 'المزايا والعيوب',
  pros: 'المزايا',
  cons: 'العيوب',
  verdict: 'الحكم النهائي',
  faq: 'الأسئلة الشائعة',
  currentPrice: 'السعر الحالي',
  priceAsOf: (price, time) => `${price} (حتى ${time})`,
  priceNote:
    'الأسعار والتوفر صحيحة في الوقت المذكور وقابلة للتغيير. يُطبَّق السعر والتوفر المعروضان على أمازون وقت الشراء.',
  bestFor: 'الأنسب لـ',
  dir: 'rtl',
  pinLabels: ['أيهما تختار؟', 'مقارنة صادقة', 'جنبًا إلى جنب', 'دليل الشراء', 'الحكم النهائي', 'قبل أن تشتري'],
  readMore: 'اقرأ المقارنة كاملة',
  verdictLine: (line) => `الحكم: ${line}`,
  ourVerdict: 'حكمنا: أيهما يناسب من',
  alsoCompared: 'لنظرة أخرى على المنتجين نفسيهما، اقرأ {link}.',
  relatedPost: ['إن كنت ما زلت مترددًا، فقد يفيدك أيضًا {link}.', 'اقرأ أيضًا على هذه المدونة: {link}.'],
  moreComparisons: 'مقارنات أخرى:',
  searchLead: ['هل تبحث عن {phrase}؟'],
  titleJoin: ': ',
  alsoComparedMany: 'لنظرات أخرى على المنتجين نفسيهما، اقرأ {links}.',
  joinTitles: (titles) => titles.join(' و'),
};

const ja: ArticleLabels = {
  comparedHere: (a, b) => `この記事で比較する製品：${a}と${b}。`,
  comparison: '比較表',
  feature: '項目',
  checkPrice: 'Amazonで価格を見る',
  button: (product) => `Amazonで価格を見る：${product}`,
  prosAndCons: 'メリットとデメリット',
  pros: 'メリット',
  cons: 'デメリット',
  verdict: '結論',
  faq: 'よくある質問',
  currentPrice: '現在の価格',
  priceAsOf: (price, time) => `${price}（${time}時点）`,
  priceNote:
    '価格と在庫状況は表示時点のもので、変更される場合があります。購入時にAmazonに表示されている価格と在庫状況が適用されます。',
  bestFor: 'おすすめの人',
  dir: 'ltr',
  pinLabels: ['どっちを選ぶ？', '正直な比較', '徹底比較', '購入ガイド', '結論', '買う前に'],
  readMore: '比較の全文を読む',
  verdictLine: (line) => `結論：${line}`,
  ourVerdict: '結論：どちらが誰に向いているか',
  alsoCompared: '同じ2製品を別の観点から比べた記事もあります：{link}。',
  relatedPost: [
    'まだ迷っているなら、{link}も参考になるかもしれません。',
    'このブログでは{link}もお読みいただけます。',
  ],
  moreComparisons: 'その他の比較：',
  searchLead: ['{phrase}をお探しですか？'],
  titleJoin: '：',
  alsoComparedMany: '同じ2製品を別の観点から比べた記事もあります：{links}。',
  joinTitles: (titles) => titles.join('、'),
};

export const ARTICLE_LABELS: Record<ArticleLanguage, ArticleLabels> = {
  en,
  fr,
  de,
  it,
  es,
  nl,
  sv,
  pl,
  pt,
  tr,
  ar,
  ja,
};

/** The labels of an article language (English when none is given). */
export function labelsFor(language: ArticleLanguage = 'en'): ArticleLabels {
  return ARTICLE_LABELS[language];
}
