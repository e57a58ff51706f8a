/**
 * The product facts the Amazon stand-in serves offline: the products of the campaign templates
 * (packages/contracts/src/product-templates.ts), with their makers' titles and feature bullets. No
 * prices: the product never shows one.
 */
export interface CatalogueProduct {
  asin: string;
  title: string;
  brand: string;
  features: string[];
}

export const amazonCatalogue: CatalogueProduct[] = [
  {
    asin: 'B0D1XD1ZV3',
    brand: 'Apple',
    title:
      'Apple AirPods Pro 2 Wireless Earbuds, Active Noise Cancellation, Hearing Aid Feature, USB-C Charging',
    features: [
      'Up to 2x more Active Noise Cancellation than the previous generation',
      'Adaptive Audio blends Transparency and noise cancellation automatically',
      'Personalized Spatial Audio with dynamic head tracking',
      'Up to 6 hours of listening time on one charge, 30 hours with the case',
      'Dust, sweat and water resistant (IP54) earbuds and case',
    ],
  },
  {
    asin: 'B0C33XXS56',
    brand: 'Sony',
    title: 'Sony WF-1000XM5 Truly Wireless Noise Canceling Earbuds',
    features: [
      'Industry-leading noise cancellation with two processors and six microphones',
      'Dynamic Driver X for rich, detailed sound with Hi-Res Audio Wireless (LDAC)',
      'Up to 8 hours of battery, 24 hours with the charging case',
      'Smaller, lighter design with foam ear tips for a secure fit',
      'Bone conduction sensor for clear calls',
    ],
  },
  {
    asin: 'B09XS7JWHH',
    brand: 'Sony',
    title: 'Sony WH-1000XM5 Wireless Noise Canceling Headphones',
    features: [
      'Noise cancellation with eight microphones and two processors',
      'Up to 30 hours of battery life, 3 hours of play from a 3-minute charge',
      'Lightweight design with soft-fit leather',
      'Precise voice pickup for crystal-clear calls',
      'Multipoint connection to two devices at once',
    ],
  },
  {
    asin: 'B0CCZ26B5V',
    brand: 'Bose',
    title: 'Bose QuietComfort Ultra Wireless Noise Cancelling Headphones with Spatial Audio',
    features: [
      'World-class noise cancellation with CustomTune calibration',
      'Bose Immersive Audio for spatial sound',
      'Up to 24 hours of battery life',
      'Plush cushions and a fold-flat design for travel',
      'Aware Mode with ActiveSense lets the world in when you need it',
    ],
  },
  {
    asin: 'B08KTZ8249',
    brand: 'Amazon',
    title: 'Kindle Paperwhite (8 GB) – 6.8" display and adjustable warm light',
    features: [
      '6.8-inch glare-free display with thinner borders',
      'Adjustable warm light from white to amber',
      'Battery lasts up to 10 weeks',
      'Waterproof (IPX8) for reading at the beach or in the bath',
      'USB-C charging',
    ],
  },
  {
    asin: 'B0B7HVJTB8',
    brand: 'Kobo',
    title: 'Kobo Clara 2E eReader, 6" Glare-Free HD Touchscreen, ComfortLight PRO, Waterproof',
    features: [
      '6-inch glare-free HD E Ink screen',
      'ComfortLight PRO reduces blue light for night reading',
      'Waterproof (IPX8)',
      'Made with over 85% recycled plastic',
      'Borrow ebooks from your public library with OverDrive',
    ],
  },
  {
    asin: 'B07FDJMC9Q',
    brand: 'Ninja',
    title: 'Ninja AF101 Air Fryer that Crisps, Roasts, Reheats, & Dehydrates, 4 Quart',
    features: [
      'Wide temperature range from 105°F to 400°F',
      '4-quart ceramic-coated nonstick basket fits 2 pounds of fries',
      'Four cooking functions: air fry, roast, reheat and dehydrate',
      'Dishwasher-safe basket and crisper plate',
      'Up to 75% less fat than traditional frying',
    ],
  },
  {
    asin: 'B0936FGLQS',
    brand: 'COSORI',
    title: 'COSORI Pro LE Air Fryer, 5 Qt, Quiet, 9 One-Touch Cooking Functions',
    features: [
      '5-quart square basket for family-sized portions',
      '9 one-touch functions including preheat and keep warm',
      'Quiet operation under 53 dB',
      'Nonstick, dishwasher-safe basket',
      'Compact footprint that fits under cabinets',
    ],
  },
  {
    asin: 'B00FLYWNYQ',
    brand: 'Instant Pot',
    title: 'Instant Pot Duo 7-in-1 Electric Pressure Cooker, 6 Quart',
    features: [
      '7 appliances in 1: pressure cooker, slow cooker, rice cooker, steamer, sauté, yogurt maker and warmer',
      'Cooks up to 70% faster than traditional methods',
      '13 one-touch smart programs',
      'Stainless steel inner pot, dishwasher safe',
      'Over 10 safety features including overheat protection',
    ],
  },
  {
    asin: 'B07S85TPLG',
    brand: 'Ninja',
    title: 'Ninja FD401 Foodi 12-in-1 Deluxe XL Pressure Cooker & Air Fryer, 8 Quart',
    features: [
      'Pressure cook and air fry in one pot with TenderCrisp technology',
      '12 functions including bake, roast, dehydrate and slow cook',
      '8-quart capacity for large families',
      'Reversible rack for steaming and broiling',
      'Nonstick, dishwasher-safe pot and basket',
    ],
  },
  {
    asin: 'B07GV2S1GS',
    brand: 'Keurig',
    title: 'Keurig K-Mini Single Serve Coffee Maker, 6 to 12 oz. Brew Sizes',
    features: [
      'Brews any cup size between 6 and 12 ounces',
      'Less than 5 inches wide: fits small kitchens',
      'Travel-mug friendly with a removable drip tray',
      'Cord storage for easy moving',
      'Energy-saving automatic off',
    ],
  },
  {
    asin: 'B07VQ6S3XZ',
    brand: 'Nespresso',
    title: "Nespresso Vertuo Next Coffee and Espresso Machine by De'Longhi",
    features: [
      'Brews five cup sizes from espresso to a 14 oz coffee',
      "Centrifusion technology reads each capsule's barcode",
      'Heats up in 30 seconds',
      'Made with 54% recycled plastic',
      'Bluetooth and Wi-Fi connectivity for updates',
    ],
  },
  {
    asin: 'B08SP5GYJP',
    brand: 'iRobot',
    title: 'iRobot Roomba 694 Robot Vacuum, Wi-Fi Connectivity, Good for Pet Hair',
    features: [
      '3-stage cleaning system lifts dirt and pet hair',
      'Dirt Detect sensors focus on dirtier areas',
      'Works with voice assistants and the iRobot Home app',
      'Auto-adjusting cleaning head for carpets and hard floors',
      'Recharges and resumes automatically',
    ],
  },
  {
    asin: 'B07R295MLS',
    brand: 'eufy',
    title: 'eufy RoboVac 11S (Slim) Robot Vacuum, Super-Thin, Quiet, Self-Charging',
    features: [
      'Super-slim 2.85-inch body cleans under furniture',
      'BoostIQ raises suction automatically on carpets',
      'Quiet enough to run while you work',
      'Up to 100 minutes of cleaning per charge',
      'Drop-sensing technology avoids stairs',
    ],
  },
  {
    asin: 'B09B8V1LZ3',
    brand: 'Amazon',
    title: 'Echo Dot (5th Gen) Smart Speaker with Alexa',
    features: [
      'Improved audio with clearer vocals and deeper bass',
      'Control compatible smart home devices with your voice',
      'Built-in temperature sensor for routines',
      'Tap to snooze alarms or pause music',
      'Multiple layers of privacy controls with a mic-off button',
    ],
  },
  {
    asin: 'B07YMJ57MB',
    brand: 'Google',
    title: 'Google Nest Mini (2nd Generation) Smart Speaker with Google Assistant',
    features: [
      'Bigger, richer sound than the original Home Mini',
      'Ask Google Assistant for answers, music and timers',
      'Control compatible smart home devices',
      'Made with recycled fabric and plastic',
      'Wall-mountable design',
    ],
  },
  {
    asin: 'B08N5NQ869',
    brand: 'Ring',
    title: 'Ring Video Doorbell – 1080p HD Video, Improved Motion Detection, Satin Nickel',
    features: [
      '1080p HD video with two-way talk',
      'Improved motion detection and privacy zones',
      'Works with a rechargeable battery or existing doorbell wiring',
      'Live View to check in on your home anytime',
      'Works with Alexa to announce visitors',
    ],
  },
  {
    asin: 'B08SGC46M9',
    brand: 'Blink',
    title: 'Blink Video Doorbell – Two-way Audio, HD Video, Motion and Chime App Alerts',
    features: [
      '1080p HD day and infrared night video',
      'Two-way audio to talk to visitors',
      'Up to two years of battery life with the included batteries',
      'Wired or wire-free installation',
      'Works with Alexa',
    ],
  },
  {
    asin: 'B003UKM9CO',
    brand: 'Oral-B',
    title: 'Oral-B Pro 1000 Rechargeable Electric Toothbrush',
    features: [
      'Removes up to 300% more plaque along the gum line than a manual brush',
      'Pressure sensor stops the pulsations when you brush too hard',
      '2-minute timer with 30-second quadrant alerts',
      "Round brush head inspired by dentists' tools",
      'Battery lasts up to 10 days',
    ],
  },
  {
    asin: 'B078GVDB19',
    brand: 'Philips Sonicare',
    title: 'Philips Sonicare ProtectiveClean 4100 Rechargeable Electric Toothbrush, HX6817',
    features: [
      'Removes up to 7x more plaque than a manual toothbrush',
      'Pressure sensor alerts you when you brush too hard',
      'BrushSync reminds you when to replace the brush head',
      'QuadPacer and SmarTimer for a full 2-minute clean',
      'Battery lasts up to 2 weeks',
    ],
  },
  {
    asin: 'B0CC6DW7K2',
    brand: 'Fitbit',
    title: 'Fitbit Charge 6 Fitness Tracker with Google apps, Heart Rate on Exercise Equipment',
    features: [
      'Built-in GPS for outdoor workouts',
      'Improved heart-rate tracking, on gym equipment too',
      'Google Maps and Google Wallet on your wrist',
      '40+ exercise modes and sleep tracking',
      'Up to 7 days of battery life',
    ],
  },
  {
    asin: 'B09W1TVHMT',
    brand: 'Garmin',
    title: 'Garmin vívosmart 5 Fitness Tracker with Touchscreen',
    features: [
      'Larger, easy-to-read touchscreen display',
      'Tracks sleep, stress and Body Battery energy levels',
      'Connected GPS through your phone for walks and runs',
      'Swim-friendly design',
      'Up to 7 days of battery life',
    ],
  },
  {
    asin: 'B07S92QBCJ',
    brand: 'Logitech',
    title: 'Logitech MX Keys Advanced Wireless Illuminated Keyboard',
    features: [
      'Spherically-dished keys shaped for your fingertips',
      'Smart backlighting that adapts to the room',
      'Type on up to three devices and switch with a button',
      'USB-C rechargeable: up to 10 days with backlighting',
      'Works with Windows, macOS, Linux, iPadOS and Android',
    ],
  },
  {
    asin: 'B07QBPDWLS',
    brand: 'Keychron',
    title: 'Keychron K2 Wireless Mechanical Keyboard, 75% Layout, Bluetooth',
    features: [
      'Compact 75% layout with 84 keys',
      'Connects to up to 3 devices over Bluetooth, or by USB-C cable',
      'Mac and Windows keycaps included',
      'Up to 240 hours of typing without backlight',
      'Choice of mechanical switches',
    ],
  },
];
