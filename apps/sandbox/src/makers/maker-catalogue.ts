/**
 * Manufacturers' product pages for the catalogue's products (issue 29), served offline by the makers'
 * stand-in (makers-sandbox.ts) at their makers' addresses: a run reads a product's specs and
 * description from its maker, a source the user can name and a reader can check. Specs as the makers
 * state them; no prices.
 */
export interface MakerPage {
  asin: string;
  /** The page's address on the maker's site. */
  url: string;
  name: string;
  specs: [string, string][];
  description: string;
}

export const makerPages: MakerPage[] = [
  {
    asin: 'B0D1XD1ZV3',
    url: 'https://www.apple.com/airpods-pro/specs/',
    name: 'AirPods Pro 2',
    specs: [
      ['Chip', 'Apple H2 headphone chip'],
      ['Listening time', 'Up to 6 hours with Active Noise Cancellation enabled'],
      ['Charging case', 'USB-C, MagSafe, Qi2 or Qi wireless charging; built-in speaker and lanyard loop'],
      ['Ear tips', 'Four sizes of silicone ear tips: XS, S, M and L'],
      ['Weight (each earbud)', '5.3 grams'],
    ],
    description:
      'AirPods Pro 2 switch between Active Noise Cancellation and Transparency mode with a press of the stem. Touch control on the stem adjusts the volume with a swipe.',
  },
  {
    asin: 'B0C33XXS56',
    url: 'https://electronics.sony.com/audio/headphones/truly-wireless-earbuds/p/wf1000xm5-b',
    name: 'WF-1000XM5 Truly Wireless Noise Canceling Earbuds',
    specs: [
      ['Driver unit', '8.4 mm Dynamic Driver X'],
      ['Battery life (noise canceling on)', 'Max. 8 hours'],
      ['Quick charging', '3 minutes of charging for 60 minutes of playback'],
      ['Weight (each earbud)', 'Approx. 5.9 g'],
      ['Codecs', 'SBC, AAC, LDAC, LC3'],
    ],
    description:
      'The WF-1000XM5 earbuds use two processors to control eight microphones for noise canceling. Speak-to-Chat pauses the music when you start a conversation.',
  },
  {
    asin: 'B09XS7JWHH',
    url: 'https://electronics.sony.com/audio/headphones/headband/p/wh1000xm5-b',
    name: 'WH-1000XM5 Wireless Noise Canceling Headphones',
    specs: [
      ['Driver unit', '30 mm'],
      ['Battery life (noise canceling on)', 'Max. 30 hours'],
      ['Quick charging', '3 minutes of charging for 3 hours of playback'],
      ['Weight', 'Approx. 250 g'],
      ['Multipoint connection', 'Yes, two devices at once'],
    ],
    description:
      'Eight microphones and the Auto NC Optimizer adjust noise canceling to your surroundings. The soft-fit leather headband and ear cushions are designed for long listening.',
  },
  {
    asin: 'B0CCZ26B5V',
    url: 'https://www.bose.com/p/headphones/bose-quietcomfort-ultra-headphones/QCUH-HEADPHONEARN.html',
    name: 'Bose QuietComfort Ultra Headphones',
    specs: [
      ['Battery life', 'Up to 24 hours'],
      ['Charge time', 'Up to 3 hours for a full charge; 15 minutes for up to 2.5 hours of playback'],
      ['Weight', '250 g'],
      ['Modes', 'Quiet, Aware and Immersion'],
      ['Multipoint', 'Connect two devices at once'],
    ],
    description:
      'Bose Immersive Audio places the sound in front of you, still or on the move. CustomTune technology tailors sound and noise cancellation to the shape of your ears.',
  },
  {
    asin: 'B08KTZ8249',
    url: 'https://www.amazon.com/kindle-paperwhite-specs',
    name: 'Kindle Paperwhite',
    specs: [
      ['Display', '6.8-inch glare-free display, 300 ppi'],
      ['Storage', '8 GB'],
      ['Battery life', 'Up to 10 weeks (based on 30 minutes of reading a day)'],
      ['Waterproofing', 'IPX8, tested to withstand immersion in 2 meters of fresh water for 60 minutes'],
      ['Charging', 'USB-C, about 2.5 hours with a 9 W adapter'],
    ],
    description:
      'Kindle Paperwhite has an adjustable warm light that shifts the screen from white to amber. Page turns are faster than on the previous generation.',
  },
  {
    asin: 'B0B7HVJTB8',
    url: 'https://us.kobobooks.com/products/kobo-clara-2e',
    name: 'Kobo Clara 2E',
    specs: [
      ['Screen', '6" E Ink Carta 1200 HD touchscreen, 300 ppi'],
      ['Storage', '16 GB'],
      ['Waterproof', 'IPX8, up to 60 minutes in 2 meters of water'],
      ['Audiobooks', 'Kobo Audiobooks over Bluetooth'],
      ['Materials', 'Made with over 85% recycled plastic, including 10% ocean-bound plastic'],
    ],
    description:
      'ComfortLight PRO reduces blue light so you can read at night. OverDrive lets you borrow ebooks from your local library on the device.',
  },
  {
    asin: 'B07FDJMC9Q',
    url: 'https://www.ninjakitchen.com/products/ninja-air-fryer-af101',
    name: 'Ninja Air Fryer AF101',
    specs: [
      ['Capacity', '4-quart ceramic-coated nonstick basket'],
      ['Temperature range', '105°F to 400°F'],
      ['Programs', 'Air Fry, Roast, Reheat, Dehydrate'],
      ['Wattage', '1550 watts'],
      ['Cleaning', 'Basket and crisper plate are dishwasher safe'],
    ],
    description:
      'The 4-quart basket fits 2 pounds of French fries. The low fan speed and low temperature let you dehydrate fruit, vegetables and jerky.',
  },
  {
    asin: 'B0936FGLQS',
    url: 'https://cosori.com/products/pro-le-air-fryer',
    name: 'COSORI Pro LE Air Fryer',
    specs: [
      ['Capacity', '5 quarts'],
      ['Temperature range', '170°F to 400°F'],
      ['Cooking functions', '9 one-touch functions'],
      ['Noise', 'Under 53 dB while cooking'],
      ['Cleaning', 'Nonstick, dishwasher-safe basket'],
    ],
    description:
      'The square basket holds more food than a round one of the same size. The COSORI app shows recipes you can send to the air fryer.',
  },
  {
    asin: 'B00FLYWNYQ',
    url: 'https://instantbrands.com/products/instant-pot-duo-6-quart',
    name: 'Instant Pot Duo 6 Quart',
    specs: [
      ['Capacity', '6 quarts'],
      [
        'Functions',
        '7-in-1: pressure cooker, slow cooker, rice cooker, steamer, sauté, yogurt maker, warmer',
      ],
      ['Smart programs', '13 one-touch programs'],
      ['Safety', '10+ safety features, including overheat protection and a safe-locking lid'],
      ['Inner pot', 'Food-grade stainless steel, dishwasher safe'],
    ],
    description:
      'The Instant Pot Duo cooks up to 70% faster than traditional methods. The lid and inner pot are dishwasher safe.',
  },
  {
    asin: 'B07S85TPLG',
    url: 'https://www.ninjakitchen.com/products/ninja-foodi-deluxe-xl-pressure-cooker-fd401',
    name: 'Ninja Foodi Deluxe XL FD401',
    specs: [
      ['Capacity', '8-quart cooking pot; 5-quart Cook & Crisp basket'],
      ['Functions', '12-in-1, including pressure cook, air fry, steam, slow cook, bake and dehydrate'],
      ['Lids', 'A pressure lid and a crisping lid'],
      ['Wattage', '1760 watts'],
      ['Cleaning', 'Nonstick pot, basket and rack are dishwasher safe'],
    ],
    description:
      'TenderCrisp technology pressure cooks food, then finishes it with a crisp under the air fryer lid. The 8-quart pot fits a 7-pound chicken.',
  },
  {
    asin: 'B07GV2S1GS',
    url: 'https://www.keurig.com/Brewers/Home/K-Mini-Single-Serve-Coffee-Maker/p/K-Mini-Single-Serve-Coffee-Maker',
    name: 'Keurig K-Mini',
    specs: [
      ['Brew sizes', 'Any cup size between 6 and 12 oz'],
      ['Width', 'Less than 5 inches wide'],
      ['Reservoir', 'Single-cup reservoir, fill with fresh water for each brew'],
      ['Travel mugs', 'Fits travel mugs up to 7 inches tall'],
      ['Storage', 'Cord storage at the back'],
    ],
    description:
      'The K-Mini brews one cup at a time from a K-Cup pod. It turns itself off 90 seconds after the last brew.',
  },
  {
    asin: 'B07VQ6S3XZ',
    url: 'https://www.nespresso.com/us/en/order/machines/vertuo/vertuo-next',
    name: 'Vertuo Next',
    specs: [
      ['Cup sizes', 'Espresso, Double Espresso, Gran Lungo, Coffee Mug and Alto'],
      ['Water tank', '37 oz removable water tank'],
      ['Heat-up time', 'About 30 seconds'],
      ['Connectivity', 'Bluetooth and Wi-Fi for machine updates'],
      ['Materials', 'Made with 54% recycled plastic'],
    ],
    description:
      'Centrifusion technology reads the barcode on each capsule and brews it with its own settings. The machine brews with a layer of crema on every cup.',
  },
  {
    asin: 'B08SP5GYJP',
    url: 'https://www.irobot.com/en_US/roomba-694-wi-fi-connected-robot-vacuum/R694020.html',
    name: 'Roomba 694',
    specs: [
      ['Cleaning system', '3-stage cleaning system with dual multi-surface brushes'],
      ['Runtime', 'Up to 90 minutes'],
      ['Navigation', 'Adaptive Navigation with a full suite of sensors'],
      ['App', 'iRobot Home app scheduling; works with voice assistants'],
      ['Charging', 'Docks and recharges automatically'],
    ],
    description:
      'The edge-sweeping brush cleans along walls and into corners. Dirt Detect sensors find the dirtiest areas and clean them more thoroughly.',
  },
  {
    asin: 'B07R295MLS',
    url: 'https://us.eufy.com/products/t2108124',
    name: 'RoboVac 11S (Slim)',
    specs: [
      ['Height', '2.85 inches'],
      ['Suction', 'Up to 1300 Pa with BoostIQ'],
      ['Runtime', 'Up to 100 minutes'],
      ['Noise', 'As quiet as a microwave'],
      ['Filter', 'Triple-filter system'],
    ],
    description:
      'BoostIQ raises the suction within 1.5 seconds when the robot finds a dirtier floor. The slim body cleans under furniture other robots cannot reach.',
  },
  {
    asin: 'B09B8V1LZ3',
    url: 'https://www.amazon.com/echo-dot-5th-gen-specs',
    name: 'Echo Dot (5th Gen)',
    specs: [
      ['Speaker', '1.73-inch front-firing speaker'],
      ['Sensors', 'Temperature sensor and accelerometer (tap to snooze)'],
      ['Connectivity', 'Dual-band Wi-Fi, Bluetooth'],
      ['Smart home', 'Built-in eero Wi-Fi extender; Matter support'],
      ['Privacy', 'Microphone off button'],
    ],
    description:
      'Echo Dot (5th Gen) has clearer vocals and deeper bass than the previous model. Tap the top to snooze an alarm or end a timer.',
  },
  {
    asin: 'B07YMJ57MB',
    url: 'https://store.google.com/product/nest_mini_specs',
    name: 'Google Nest Mini',
    specs: [
      ['Speaker', '40 mm driver'],
      ['Microphones', 'Three far-field microphones'],
      ['Connectivity', 'Wi-Fi 802.11 b/g/n/ac, Bluetooth 5.0, Chromecast built-in'],
      ['Mounting', 'Built-in wall mount'],
      ['Materials', 'Fabric made from 100% recycled plastic bottles'],
    ],
    description:
      'Nest Mini has bass twice as strong as the original Google Home Mini. Ask Google Assistant to play music or to control compatible lights.',
  },
  {
    asin: 'B08N5NQ869',
    url: 'https://ring.com/products/video-doorbell-specs',
    name: 'Ring Video Doorbell',
    specs: [
      ['Video', '1080p HD video with night vision'],
      ['Field of view', '155° horizontal, 90° vertical'],
      ['Power', 'Rechargeable battery or existing doorbell wires'],
      ['Audio', 'Two-way talk with noise cancellation'],
      ['Motion', 'Customizable motion zones'],
    ],
    description:
      'Ring Video Doorbell sends an alert to your phone when someone presses the doorbell or triggers a motion sensor. Live View lets you check on your home at any time.',
  },
  {
    asin: 'B08SGC46M9',
    url: 'https://blinkforhome.com/products/blink-video-doorbell',
    name: 'Blink Video Doorbell',
    specs: [
      ['Video', '1080p HD day and infrared night video'],
      ['Battery life', 'Up to two years on two AA lithium batteries'],
      ['Power', 'Batteries, or wired to an existing doorbell'],
      ['Audio', 'Two-way audio'],
      ['Storage', 'Local storage with a Sync Module 2 and a USB drive, or Blink Subscription cloud storage'],
    ],
    description:
      'Blink Video Doorbell sends alerts to your phone when motion is detected or the doorbell is pressed. It sets up in minutes, with or without wires.',
  },
  {
    asin: 'B003UKM9CO',
    url: 'https://oralb.com/en-us/products/electric-toothbrushes/pro-1000-rechargeable',
    name: 'Oral-B Pro 1000',
    specs: [
      ['Cleaning action', '3D cleaning action: oscillates, rotates and pulsates'],
      ['Cleaning modes', '1 (Daily Clean)'],
      ['Pressure sensor', 'Visible pressure sensor stops pulsations when you brush too hard'],
      ['Timer', '2-minute timer with a pulse every 30 seconds'],
      ['Battery', 'Lasts up to 10 days on one charge'],
    ],
    description:
      'The round brush head cups each tooth to break up plaque. Oral-B brush heads of the same handle family fit the Pro 1000.',
  },
  {
    asin: 'B078GVDB19',
    url: 'https://www.usa.philips.com/c-p/HX6817_01/sonicare-protectiveclean-4100',
    name: 'Sonicare ProtectiveClean 4100',
    specs: [
      ['Cleaning technology', 'Sonic technology, up to 62,000 brush movements per minute'],
      ['Pressure sensor', 'Gently pulses to alert you when you brush too hard'],
      ['Timer', 'QuadPacer and SmarTimer'],
      ['Battery life', 'Up to 14 days'],
      ['Brush head replacement', 'BrushSync reminder when it is time to replace the brush head'],
    ],
    description:
      'ProtectiveClean 4100 removes up to 7x more plaque than a manual toothbrush. Its lithium-ion battery lasts two weeks between charges.',
  },
  {
    asin: 'B0CC6DW7K2',
    url: 'https://www.fitbit.com/global/us/products/trackers/charge6',
    name: 'Fitbit Charge 6',
    specs: [
      ['Battery life', 'Up to 7 days'],
      ['Water resistance', 'Water resistant to 50 meters'],
      ['GPS', 'Built-in GPS + GLONASS'],
      ['Heart rate', 'Connects to compatible exercise machines and apps through Bluetooth'],
      ['Display', 'Color AMOLED touchscreen'],
    ],
    description:
      'Charge 6 brings Google Maps and Google Wallet to your wrist. YouTube Music controls let you change songs during a workout.',
  },
  {
    asin: 'B09W1TVHMT',
    url: 'https://www.garmin.com/en-US/p/719771',
    name: 'vívosmart 5',
    specs: [
      ['Battery life', 'Up to 7 days in smartwatch mode'],
      ['Water rating', '5 ATM'],
      ['Display', 'Grayscale OLED touchscreen, larger than the previous generation'],
      ['Health monitoring', 'Body Battery energy monitoring, Pulse Ox, sleep score'],
      ['Bands', 'Interchangeable bands in small/medium and large sizes'],
    ],
    description:
      'vívosmart 5 uses connected GPS from your phone for outdoor walks, runs and rides. Fitness age estimates how fit you are compared with your actual age.',
  },
  {
    asin: 'B07S92QBCJ',
    url: 'https://www.logitech.com/en-us/products/keyboards/mx-keys-wireless-keyboard.html',
    name: 'MX Keys Advanced Wireless Illuminated Keyboard',
    specs: [
      ['Connectivity', 'Logi Bolt or Unifying receiver, and Bluetooth Low Energy'],
      ['Devices', 'Pairs with up to 3 devices, switched with the Easy-Switch keys'],
      ['Battery', 'Up to 10 days on full charge, up to 5 months with backlighting off'],
      ['Backlighting', 'Smart illumination with proximity and ambient light sensors'],
      ['Charging', 'USB-C rechargeable'],
    ],
    description:
      'Spherically-dished keys match the shape of your fingertips. The keyboard works with Windows, macOS, Linux, iPadOS and Android.',
  },
  {
    asin: 'B07QBPDWLS',
    url: 'https://www.keychron.com/products/keychron-k2-wireless-mechanical-keyboard',
    name: 'Keychron K2',
    specs: [
      ['Layout', '75% layout with 84 keys'],
      ['Connectivity', 'Bluetooth 5.1 with up to 3 devices, and wired USB-C'],
      ['Battery', '4000 mAh, up to 240 hours of typing with the backlight off'],
      ['Switches', 'Gateron G Pro mechanical switches, hot-swappable option'],
      ['Compatibility', 'Keycaps for both macOS and Windows'],
    ],
    description:
      'Keychron K2 is a compact wireless mechanical keyboard for Mac and Windows. Its aluminum frame option adds weight and rigidity.',
  },
];
