/**
 * The product templates of 'Create New Campaign' (PRODUCT.md §3 Product template): real Amazon product
 * pairs across categories, written once; the server answers them and the sandbox's product catalogue
 * serves their pages offline. Links carry the product's slug, so even without its page the pipeline
 * knows what the product is.
 */
export interface ProductTemplateSeed {
  id: string;
  name: string;
  category: string;
  product1: TemplateProduct;
  product2: TemplateProduct;
}

export interface TemplateProduct {
  asin: string;
  slug: string;
  /** The maker's product page (issue 29): a run reads its specs; the sandbox serves it offline. */
  manufacturerUrl?: string;
}

export const PRODUCT_TEMPLATES: readonly ProductTemplateSeed[] = [
  {
    id: 'earbuds-airpods-pro-2-vs-sony-wf-1000xm5',
    name: 'AirPods Pro 2 vs Sony WF-1000XM5',
    category: 'Audio',
    product1: {
      asin: 'B0D1XD1ZV3',
      slug: 'Apple-Cancellation-Transparency-Personalized-High-Fidelity',
      manufacturerUrl: 'https://www.apple.com/airpods-pro/specs/',
    },
    product2: {
      asin: 'B0C33XXS56',
      slug: 'Sony-WF-1000XM5-Canceling-Wireless-Earbuds',
      manufacturerUrl: 'https://electronics.sony.com/audio/headphones/truly-wireless-earbuds/p/wf1000xm5-b',
    },
  },
  {
    id: 'headphones-sony-wh-1000xm5-vs-bose-quietcomfort-ultra',
    name: 'Sony WH-1000XM5 vs Bose QuietComfort Ultra',
    category: 'Audio',
    product1: {
      asin: 'B09XS7JWHH',
      slug: 'Sony-WH-1000XM5-Canceling-Headphones-Hands-Free',
      manufacturerUrl: 'https://electronics.sony.com/audio/headphones/headband/p/wh1000xm5-b',
    },
    product2: {
      asin: 'B0CCZ26B5V',
      slug: 'Bose-QuietComfort-Cancelling-Headphones-Bluetooth',
      manufacturerUrl:
        'https://www.bose.com/p/headphones/bose-quietcomfort-ultra-headphones/QCUH-HEADPHONEARN.html',
    },
  },
  {
    id: 'ereaders-kindle-paperwhite-vs-kobo-clara',
    name: 'Kindle Paperwhite vs Kobo Clara 2E',
    category: 'E-readers',
    product1: {
      asin: 'B08KTZ8249',
      slug: 'Kindle-Paperwhite-adjustable-Ad-Supported',
      manufacturerUrl: 'https://www.amazon.com/kindle-paperwhite-specs',
    },
    product2: {
      asin: 'B0B7HVJTB8',
      slug: 'Kobo-Clara-2E-ComfortLight-Waterproof',
      manufacturerUrl: 'https://us.kobobooks.com/products/kobo-clara-2e',
    },
  },
  {
    id: 'air-fryers-ninja-af101-vs-cosori-pro',
    name: 'Ninja AF101 vs COSORI Pro Air Fryer',
    category: 'Kitchen',
    product1: {
      asin: 'B07FDJMC9Q',
      slug: 'Ninja-AF101-Fryer-Black-gray',
      manufacturerUrl: 'https://www.ninjakitchen.com/products/ninja-air-fryer-af101',
    },
    product2: {
      asin: 'B0936FGLQS',
      slug: 'COSORI-Pro-Fryer-Dishwasher-Safe',
      manufacturerUrl: 'https://cosori.com/products/pro-le-air-fryer',
    },
  },
  {
    id: 'pressure-cookers-instant-pot-duo-vs-ninja-foodi',
    name: 'Instant Pot Duo vs Ninja Foodi',
    category: 'Kitchen',
    product1: {
      asin: 'B00FLYWNYQ',
      slug: 'Instant-Pot-Multi-Use-Programmable-Pressure',
      manufacturerUrl: 'https://instantbrands.com/products/instant-pot-duo-6-quart',
    },
    product2: {
      asin: 'B07S85TPLG',
      slug: 'Ninja-FD401-Foodi-Pressure-Cooker',
      manufacturerUrl: 'https://www.ninjakitchen.com/products/ninja-foodi-deluxe-xl-pressure-cooker-fd401',
    },
  },
  {
    id: 'coffee-keurig-k-mini-vs-nespresso-vertuo-next',
    name: 'Keurig K-Mini vs Nespresso Vertuo Next',
    category: 'Coffee',
    product1: {
      asin: 'B07GV2S1GS',
      slug: 'Keurig-K-Mini-Single-Serve-Coffee',
      manufacturerUrl:
        'https://www.keurig.com/Brewers/Home/K-Mini-Single-Serve-Coffee-Maker/p/K-Mini-Single-Serve-Coffee-Maker',
    },
    product2: {
      asin: 'B07VQ6S3XZ',
      slug: 'Nespresso-Vertuo-Coffee-Espresso-DeLonghi',
      manufacturerUrl: 'https://www.nespresso.com/us/en/order/machines/vertuo/vertuo-next',
    },
  },
  {
    id: 'robot-vacuums-roomba-694-vs-eufy-11s',
    name: 'iRobot Roomba 694 vs eufy RoboVac 11S',
    category: 'Home cleaning',
    product1: {
      asin: 'B08SP5GYJP',
      slug: 'iRobot-Roomba-Wi-Fi-Connected-Vacuum',
      manufacturerUrl: 'https://www.irobot.com/en_US/roomba-694-wi-fi-connected-robot-vacuum/R694020.html',
    },
    product2: {
      asin: 'B07R295MLS',
      slug: 'eufy-BoostIQ-RoboVac-Super-Thin',
      manufacturerUrl: 'https://us.eufy.com/products/t2108124',
    },
  },
  {
    id: 'smart-speakers-echo-dot-vs-nest-mini',
    name: 'Echo Dot (5th Gen) vs Google Nest Mini',
    category: 'Smart home',
    product1: {
      asin: 'B09B8V1LZ3',
      slug: 'Echo-Dot-5th-Gen-2022-release',
      manufacturerUrl: 'https://www.amazon.com/echo-dot-5th-gen-specs',
    },
    product2: {
      asin: 'B07YMJ57MB',
      slug: 'Google-Nest-Mini-2nd-Generation',
      manufacturerUrl: 'https://store.google.com/product/nest_mini_specs',
    },
  },
  {
    id: 'doorbells-ring-video-doorbell-vs-blink',
    name: 'Ring Video Doorbell vs Blink Video Doorbell',
    category: 'Smart home',
    product1: {
      asin: 'B08N5NQ869',
      slug: 'Ring-Video-Doorbell-Satin-Nickel',
      manufacturerUrl: 'https://ring.com/products/video-doorbell-specs',
    },
    product2: {
      asin: 'B08SGC46M9',
      slug: 'Blink-Video-Doorbell-Two-way-audio',
      manufacturerUrl: 'https://blinkforhome.com/products/blink-video-doorbell',
    },
  },
  {
    id: 'toothbrushes-oral-b-pro-1000-vs-sonicare-4100',
    name: 'Oral-B Pro 1000 vs Philips Sonicare 4100',
    category: 'Personal care',
    product1: {
      asin: 'B003UKM9CO',
      slug: 'Oral-B-Pro-1000-Rechargeable-Electric',
      manufacturerUrl: 'https://oralb.com/en-us/products/electric-toothbrushes/pro-1000-rechargeable',
    },
    product2: {
      asin: 'B078GVDB19',
      slug: 'Philips-Sonicare-ProtectiveClean-Rechargeable-HX6817',
      manufacturerUrl: 'https://www.usa.philips.com/c-p/HX6817_01/sonicare-protectiveclean-4100',
    },
  },
  {
    id: 'fitness-fitbit-charge-6-vs-garmin-vivosmart-5',
    name: 'Fitbit Charge 6 vs Garmin vivosmart 5',
    category: 'Fitness',
    product1: {
      asin: 'B0CC6DW7K2',
      slug: 'Fitbit-Charge-Fitness-Tracker-Google',
      manufacturerUrl: 'https://www.fitbit.com/global/us/products/trackers/charge6',
    },
    product2: {
      asin: 'B09W1TVHMT',
      slug: 'Garmin-vivosmart-Fitness-Tracker-Touchscreen',
      manufacturerUrl: 'https://www.garmin.com/en-US/p/719771',
    },
  },
  {
    id: 'keyboards-logitech-mx-keys-vs-keychron-k2',
    name: 'Logitech MX Keys vs Keychron K2',
    category: 'Computer accessories',
    product1: {
      asin: 'B07S92QBCJ',
      slug: 'Logitech-Advanced-Wireless-Illuminated-Keyboard',
      manufacturerUrl: 'https://www.logitech.com/en-us/products/keyboards/mx-keys-wireless-keyboard.html',
    },
    product2: {
      asin: 'B07QBPDWLS',
      slug: 'Keychron-Bluetooth-Mechanical-Keyboard-Switches',
      manufacturerUrl: 'https://www.keychron.com/products/keychron-k2-wireless-mechanical-keyboard',
    },
  },
];

/** A template's product link: https://www.amazon.com/<slug>/dp/<ASIN>. */
export function templateProductUrl(product: { asin: string; slug: string }): string {
  return `https://www.amazon.com/${product.slug}/dp/${product.asin}`;
}

/** A template's two products' names, from its name ('AirPods Pro 2 vs Sony WF-1000XM5'). */
export function templateProductNames(template: Pick<ProductTemplateSeed, 'name'>): [string, string] {
  const [first = template.name, second = template.name] = template.name.split(' vs ');
  return [first.trim(), second.trim()];
}
