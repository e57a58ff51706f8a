/**
 * The post check's words (post-check.ts), written once in English and French with `{{name}}`
 * placeholders: what each item checks and, for each problem, what is wrong and how to fix it. The
 * Content Library shows them in the page's language and the mail in the account's. A module of its
 * own, so the pages that never show a check do not load them.
 */
import type { Language } from './auth.ts';
import type { PostCheckItem, PostCheckKey, PostCheckParams, PostCheckProblem } from './post-check.ts';

export interface PostCheckCopy {
  /** What each item checks, as a line of the list. */
  items: Record<PostCheckKey, string>;
  /** Each problem: what is wrong, and how to fix it. */
  problems: Record<PostCheckProblem, { wrong: string; fix: string }>;
}

const en: PostCheckCopy = {
  items: {
    status: 'The post answers',
    disclosure: 'Affiliate disclosure before the first Amazon link',
    links: 'Amazon links: your store, your tag, rel="sponsored"',
    images: 'Images load and have alt text',
    price: 'No price shown',
    meta: 'Title and meta description',
    featured: 'Featured image',
    products: 'Both products named',
  },
  problems: {
    unreachable: {
      wrong: 'The page did not answer: no connection, or no answer in time.',
      fix: 'Check that the site is online and does not block visitors it does not know (a firewall or a security plugin), then open the post yourself.',
    },
    http_status: {
      wrong: 'The page answers HTTP {{found}} instead of 200.',
      fix: 'A 404 means the post was deleted, unpublished or moved (permalink settings): publish it again or restore its address. A 5xx is a server error: look at your host’s error log or a plugin updated lately.',
    },
    stale: {
      wrong: 'The page does not show this post’s title “{{expected}}”.',
      fix: 'A caching plugin may be serving an old version of the page: purge its cache (WP Rocket, W3 Total Cache, LiteSpeed Cache…) or have it exclude new posts.',
    },
    too_complex: {
      wrong: 'The page could not be read in 5 seconds: its markup is too complex or too large to check.',
      fix: 'Open the post’s source (view-source:) and look for markup a plugin or an edit repeats thousands of times, or a huge block pasted into the post; remove it and the next check reads the page again.',
    },
    not_checked: {
      wrong: 'Not checked: the page could not be read.',
      fix: 'Fix the page first; the next check looks at this again.',
    },
    disclosure_missing: {
      wrong: 'The affiliate disclosure “{{expected}}” is not on the page.',
      fix: 'Amazon requires it on every page with affiliate links: put it back at the top of the post (it was edited out, or a plugin filters the content).',
    },
    disclosure_after_link: {
      wrong: 'The disclosure comes after the first Amazon link ({{url}}).',
      fix: 'Readers must see it before any affiliate link: a theme or plugin adds a link above the post’s content; move it below the disclosure.',
    },
    no_links: {
      wrong: 'The page shows no Amazon link.',
      fix: 'A plugin removes the product links from the content (a link cloaker, or a plugin that strips outgoing links): check its settings, or edit the post.',
    },
    rel_missing: {
      wrong: 'An Amazon link has no rel="sponsored": {{url}}',
      fix: 'A security or SEO plugin removes rel="sponsored"; allow it for affiliate links (Google asks for it on paid links).',
    },
    wrong_store: {
      wrong: 'An Amazon link goes to {{found}} instead of {{expected}}: {{url}}',
      fix: 'A link plugin (geo-targeting, a link localiser or shortener) rewrites Amazon links, and your tag earns only on {{expected}}: turn the rewriting off for these links.',
    },
    tag_missing: {
      wrong: 'An Amazon link carries no affiliate tag: {{url}}',
      fix: 'Without your tag the click earns nothing: a plugin strips query strings from links; turn that off for Amazon links.',
    },
    wrong_tag: {
      wrong: 'An Amazon link carries the tag {{found}} instead of {{expected}}: {{url}}',
      fix: 'A plugin replaces affiliate tags with its own: remove it, or set your tag in its settings.',
    },
    image_broken: {
      wrong: 'An image does not load ({{found}}): {{url}}',
      fix: 'The file was deleted from the media library, or a CDN or image-optimisation plugin rewrites its address: upload it again or check the plugin.',
    },
    image_alt_missing: {
      wrong: 'An image has no alt text: {{url}}',
      fix: 'Screen readers and search engines read it: set the alt text in the media library, or check a lazy-loading plugin that drops it.',
    },
    price_shown: {
      wrong: 'A price is shown: “{{found}}”.',
      fix: 'Amazon forbids prices that do not come live from its API, since they go stale: remove it from the post, or turn off the plugin that inserts prices.',
    },
    price_stale: {
      wrong: 'A price older than Amazon’s {{expected}} hours is shown: “{{found}}”.',
      fix: 'Amazon lets a price from its API be shown for {{expected}} hours: the product refreshes it every day and takes it out when it cannot. If this stays, check your Creators API credentials in Platform Configuration, or a caching plugin that serves an old copy of the post.',
    },
    title_missing: {
      wrong: 'The page has no <title>.',
      fix: "Your theme must print the title tag (add_theme_support( 'title-tag' )), or an SEO plugin must.",
    },
    description_missing: {
      wrong: 'The page has no meta description.',
      fix: 'Search engines show it under your title: your theme hides the excerpt; install an SEO plugin (Yoast, Rank Math) or use a theme that prints the excerpt as the meta description.',
    },
    featured_missing: {
      wrong: 'The featured image is not shown, and no og:image is set.',
      fix: 'Turn the featured image on in your theme’s settings for posts, or install an SEO plugin so that shares show a picture.',
    },
    featured_broken: {
      wrong: 'The featured image does not load ({{found}}): {{url}}',
      fix: 'The file was deleted from the media library, or a CDN or image-optimisation plugin rewrites its address: set the featured image again.',
    },
    placeholder_name: {
      wrong: 'The post names a product by a placeholder: “{{found}}”.',
      fix: 'Its Amazon page could not be read when the post was written: replace the placeholder with the product’s name (edit the post), or unpublish it.',
    },
  },
};

const fr: PostCheckCopy = {
  items: {
    status: 'L’article répond',
    disclosure: 'Mention d’affiliation avant le premier lien Amazon',
    links: 'Liens Amazon : votre boutique, votre identifiant, rel="sponsored"',
    images: 'Les images se chargent et ont un texte alternatif',
    price: 'Aucun prix affiché',
    meta: 'Titre et meta description',
    featured: 'Image mise en avant',
    products: 'Les deux produits sont nommés',
  },
  problems: {
    unreachable: {
      wrong: 'La page n’a pas répondu : connexion impossible, ou pas de réponse à temps.',
      fix: 'Vérifiez que le site est en ligne et ne bloque pas les visiteurs inconnus (un pare-feu ou une extension de sécurité), puis ouvrez l’article vous-même.',
    },
    http_status: {
      wrong: 'La page répond HTTP {{found}} au lieu de 200.',
      fix: 'Un 404 signifie que l’article a été supprimé, dépublié ou déplacé (réglages des permaliens) : publiez-le à nouveau ou rétablissez son adresse. Un 5xx est une erreur du serveur : consultez le journal d’erreurs de votre hébergeur ou une extension mise à jour récemment.',
    },
    stale: {
      wrong: 'La page n’affiche pas le titre de cet article « {{expected}} ».',
      fix: 'Une extension de cache sert peut-être une ancienne version de la page : videz son cache (WP Rocket, W3 Total Cache, LiteSpeed Cache…) ou faites-lui exclure les nouveaux articles.',
    },
    too_complex: {
      wrong:
        'La page n’a pas pu être lue en 5 secondes : son balisage est trop complexe ou trop lourd pour être vérifié.',
      fix: 'Ouvrez le code source de l’article (view-source:) et cherchez un balisage qu’une extension ou une modification répète des milliers de fois, ou un énorme bloc collé dans l’article ; retirez-le et la prochaine vérification relira la page.',
    },
    not_checked: {
      wrong: 'Non vérifié : la page n’a pas pu être lue.',
      fix: 'Réparez d’abord la page ; la prochaine vérification reviendra sur ce point.',
    },
    disclosure_missing: {
      wrong: 'La mention d’affiliation « {{expected}} » n’est pas sur la page.',
      fix: 'Amazon l’exige sur chaque page contenant des liens affiliés : remettez-la en haut de l’article (elle a été retirée, ou une extension filtre le contenu).',
    },
    disclosure_after_link: {
      wrong: 'La mention d’affiliation vient après le premier lien Amazon ({{url}}).',
      fix: 'Le lecteur doit la voir avant tout lien affilié : un thème ou une extension ajoute un lien au-dessus du contenu ; placez-le sous la mention.',
    },
    no_links: {
      wrong: 'La page n’affiche aucun lien Amazon.',
      fix: 'Une extension retire les liens produits du contenu (un masqueur de liens, ou une extension qui supprime les liens sortants) : vérifiez ses réglages, ou modifiez l’article.',
    },
    rel_missing: {
      wrong: 'Un lien Amazon n’a pas rel="sponsored" : {{url}}',
      fix: 'Une extension de sécurité ou de SEO retire rel="sponsored" ; autorisez-le pour les liens affiliés (Google le demande pour les liens rémunérés).',
    },
    wrong_store: {
      wrong: 'Un lien Amazon mène à {{found}} au lieu de {{expected}} : {{url}}',
      fix: 'Une extension de liens (géociblage, localisation ou raccourcissement de liens) réécrit les liens Amazon, et votre identifiant ne rapporte que sur {{expected}} : désactivez cette réécriture pour ces liens.',
    },
    tag_missing: {
      wrong: 'Un lien Amazon ne porte aucun identifiant d’affiliation : {{url}}',
      fix: 'Sans votre identifiant, le clic ne rapporte rien : une extension retire les paramètres des liens ; désactivez-la pour les liens Amazon.',
    },
    wrong_tag: {
      wrong: 'Un lien Amazon porte l’identifiant {{found}} au lieu de {{expected}} : {{url}}',
      fix: 'Une extension remplace les identifiants d’affiliation par le sien : retirez-la, ou indiquez votre identifiant dans ses réglages.',
    },
    image_broken: {
      wrong: 'Une image ne se charge pas ({{found}}) : {{url}}',
      fix: 'Le fichier a été supprimé de la médiathèque, ou un CDN ou une extension d’optimisation d’images réécrit son adresse : téléversez-le à nouveau ou vérifiez l’extension.',
    },
    image_alt_missing: {
      wrong: 'Une image n’a pas de texte alternatif : {{url}}',
      fix: 'Les lecteurs d’écran et les moteurs de recherche le lisent : renseignez-le dans la médiathèque, ou vérifiez une extension de chargement différé qui le retire.',
    },
    price_shown: {
      wrong: 'Un prix est affiché : « {{found}} ».',
      fix: 'Amazon interdit les prix qui ne viennent pas en direct de son API, car ils deviennent faux : retirez-le de l’article, ou désactivez l’extension qui ajoute des prix.',
    },
    price_stale: {
      wrong: 'Un prix de plus de {{expected}} heures est affiché : « {{found}} ».',
      fix: 'Amazon autorise l’affichage d’un prix de son API pendant {{expected}} heures : le produit le met à jour chaque jour et le retire quand il ne peut pas. Si cela persiste, vérifiez vos identifiants de l’API Creators dans la configuration des plateformes, ou une extension de cache qui sert une ancienne copie de l’article.',
    },
    title_missing: {
      wrong: 'La page n’a pas de balise <title>.',
      fix: "Votre thème doit afficher la balise titre (add_theme_support( 'title-tag' )), sinon une extension SEO.",
    },
    description_missing: {
      wrong: 'La page n’a pas de meta description.',
      fix: 'Les moteurs de recherche l’affichent sous votre titre : votre thème masque l’extrait ; installez une extension SEO (Yoast, Rank Math) ou utilisez un thème qui affiche l’extrait en meta description.',
    },
    featured_missing: {
      wrong: 'L’image mise en avant n’est pas affichée, et aucune og:image n’est définie.',
      fix: 'Activez l’image mise en avant des articles dans les réglages de votre thème, ou installez une extension SEO pour que les partages montrent une image.',
    },
    featured_broken: {
      wrong: 'L’image mise en avant ne se charge pas ({{found}}) : {{url}}',
      fix: 'Le fichier a été supprimé de la médiathèque, ou un CDN ou une extension d’optimisation d’images réécrit son adresse : définissez à nouveau l’image mise en avant.',
    },
    placeholder_name: {
      wrong: 'L’article désigne un produit par un nom provisoire : « {{found}} ».',
      fix: 'Sa page Amazon n’a pas pu être lue quand l’article a été rédigé : remplacez ce nom provisoire par celui du produit (modifiez l’article), ou dépubliez-le.',
    },
  },
};

export const POST_CHECK_COPY: Record<Language, PostCheckCopy> = { en, fr };

/** An item's words in `language`: what it checks and, for a failure, what is wrong and how to fix it. */
export function postCheckWords(
  language: Language,
  item: PostCheckItem,
): { label: string; wrong?: string; fix?: string } {
  const copy = POST_CHECK_COPY[language] ?? POST_CHECK_COPY.en;
  const label = copy.items[item.key];
  if (item.ok || !item.problem) return { label };
  const fill = (text: string) =>
    text.replace(
      /\{\{(url|found|expected)\}\}/g,
      (_whole, name: keyof PostCheckParams) => item.params?.[name] ?? '',
    );
  const { wrong, fix } = copy.problems[item.problem];
  return { label, wrong: fill(wrong), fix: fill(fix) };
}
