/**
 * User-facing texts fixed by PRODUCT.md (§4, §5, §8), written once. The web app translates them
 * through i18next with these English strings as the source; the server sends them as `message`.
 */
export const Messages = {
  // validation (PRODUCT.md §5)
  fillAllFields: 'Please fill in all fields',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordComplexity:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  enterEmail: 'Please enter your email address',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordsDoNotMatch: 'New passwords do not match',
  invalidEmail: 'Please enter a valid email address',
  invalidCharacters: 'This field contains characters that are not allowed',

  // server answers
  registered: 'Registration successful! Please check your email to verify your account.',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email address before logging in.',
  emailVerified: 'Email verified successfully! You can now sign in.',
  emailAlreadyVerified: 'Your email is already verified.',
  invalidVerificationLink: 'Invalid or expired verification link. Please request a new one.',
  resendAccepted: 'If an account needs verification, a verification email has been sent.',
  resetRequested: 'If an account exists for this email, password reset instructions have been sent.',
  resetLinkValid: 'Reset link is valid',
  invalidResetLink: 'Invalid or expired reset link',
  passwordReset: 'Password reset successfully. You can now sign in with your new password.',
  unauthorized: 'Authentication required',
  userFetched: 'User retrieved successfully',
  profileFetched: 'Profile retrieved successfully',
  emailUpdated: 'Email updated successfully!',
  emailChangePending:
    'Email updated successfully! Confirm the new address with the link we sent to it; until then you keep signing in with the current one.',
  emailInUse: 'This email address is already in use',
  emailChangeConfirmed: 'Your new email address is confirmed. Sign in with it from now on.',
  currentPasswordRequired: 'Enter your current password to confirm it is you',
  reauthRequired: 'Please confirm it is you: sign in with Google again, then retry within 10 minutes.',
  identityConfirmed: 'Identity confirmed',
  emailChangeReverted:
    'Your previous email address is back and every session was signed out. Choose a new password now.',
  invalidRevertLink: 'This undo link is invalid, was already used or has expired.',
  revertAddressTaken:
    'Your previous email address now belongs to another account. Please contact support to recover your account.',
  googleLinkRequired:
    'An account already uses this email address. Enter its password once to connect Google sign-in to it.',
  googleLinkRefused:
    'This email address belongs to an account that signs in with another Google account. Sign in with that one.',
  googleLinkExpired: 'This Google sign-in has expired. Please start again.',
  googleLinked: 'Google sign-in is now connected to your account.',
  languageUpdated: 'Language updated',
  settingsUpdated: 'Settings saved',
  passwordUpdated: 'Password updated successfully!',
  currentPasswordWrong: 'Current password is incorrect',
  creditsFetched: 'Credits retrieved successfully',
  /** PRODUCT.md §8: the client reads "at least N credits" (default 10) and "Current balance: N credits" (default 0). */
  insufficientCredits: 'Insufficient credits for this action.',
  tooManyRequests: 'Too many requests from this IP, please try again later.',
  tooManyAttempts: 'Too many attempts. Please wait before trying again.',
  tooManySignInAttempts: 'Too many sign-in attempts for this email. Please wait a moment and try again.',
  notFound: 'Not found',
  forbiddenOrigin: 'Cross-site request refused',
  misdirectedRequest: 'This server does not answer for that host name',
  badUrl: 'The request URL is malformed',
  validationFailed: 'Invalid request',
  /** A field the request must carry but left out (the field's name is in `errors`). */
  fieldRequired: 'This field is required',
  internalError: 'An unexpected error occurred. Please try again.',
  googleAuthUrl: 'Google authentication URL created',
  googleSuccess: 'Google authentication successful! Redirecting...',
  googleFailed: 'Google authentication failed',
  googleInitiateFailed: 'Failed to initiate Google authentication',
  googleEmailUnverified:
    'Your Google email address is not verified. Please verify it with Google or sign up with email and password.',
  noAuthCode: 'No authorization code received from Google',
  googleEmailUnusable:
    'The email address of this Google account cannot be used here. Please sign up with email and password.',

  // platforms (PRODUCT.md §8 Platforms; titles and texts shown as they are)
  wordpressAuthFailed:
    'Authentication failed. Please check your username and Application Password. Make sure you are using an Application Password, not your regular WordPress password.',
  wordpressPermissions:
    'Insufficient permissions. Your WordPress user needs Author or higher permissions to create posts.',
  wordpressRestNotFound:
    'WordPress REST API not found. Please ensure your WordPress site has the REST API enabled and the URL is correct.',
  wordpressUnreachable:
    'Cannot connect to WordPress site. Please check the URL and ensure the site is accessible.',
  wordpressFailed: 'Failed to connect WordPress',
  wordpressConnectionFailedTitle: 'WordPress Connection Failed',
  wordpressConnected: 'WordPress connected successfully',
  wordpressUsernameNotEmail: 'Enter your WordPress username, not your email address',
  websiteUrlInvalid: 'Enter the address of your WordPress site, starting with https://',
  applicationPasswordInvalid: 'Enter the Application Password WordPress generated (24 letters and digits)',
  demoWordpressUnavailable: 'The demo WordPress site is not available right now',
  // Several sites (issue 31): a plan's number of sites, and what each site's actions answer.
  wordpressSiteLimitOne:
    'Your plan connects one WordPress site. Remove it first, or upgrade your plan to connect more sites.',
  /** {{limit}}: the plan's number of sites (2 or more). */
  wordpressSiteLimit:
    'Your plan connects up to {{limit}} WordPress sites. Remove one first, or upgrade your plan to connect more.',
  wordpressSiteNotFound: 'This WordPress site is not connected to your account.',
  wordpressSiteSaved: 'WordPress site saved',
  wordpressSiteChecked: 'WordPress site checked: it answers and accepts your Application Password',
  wordpressSiteRemoved: 'WordPress site removed',
  deletionError: 'Error during deletion: ',
  platformDeleted: 'Disconnected',
  platformsFetched: 'Platform status retrieved',
  completeWordpressFirst: 'Complete WordPress setup first',
  pinterestDenied: 'Pinterest authorization was denied or failed.',
  pinterestInvalidState: 'Invalid OAuth state. This could be a security issue.',
  pinterestInitiateFailed: 'Failed to initiate Pinterest connection. Please try again.',
  pinterestCompleteFailed: 'Failed to complete Pinterest connection',
  pinterestTokenFailed: 'Failed to exchange authorization code for access token',
  pinterestUserInfoFailed: 'Failed to fetch Pinterest user information',
  pinterestBoardsFailed: 'Failed to fetch Pinterest boards',
  pinterestNotConnected: 'Pinterest account not connected',
  pinterestApiError: 'Pinterest API error',
  pinterestConnected: 'Pinterest connected successfully',
  pinterestUnavailable: 'Pinterest is temporarily unavailable. Please try again in a few minutes.',
  noBoardSelected: 'No Pinterest board selected',
  boardsLoadFailed: 'Failed to load boards',
  boardSelectFailed: 'Failed to select board',
  boardSelected: 'Board selected',
  pinNotFound: 'Pin not found',
  boardNotFound: 'Board not found',
  /** Post to Pinterest with a board id the user's Pinterest account does not have. */
  pinBoardNotYours:
    'This board is not one of your Pinterest boards. Choose one of your boards and try again.',
  /** Pinterest refuses a second board of the same name (409). */
  boardNameTaken: 'You already have a board with this name',
  // the pin queue (issue 32)
  pinPacingSaved: 'Pin pacing saved',
  /** More boards than CAMPAIGN_BOARDS_MAX (5) for one campaign. */
  campaignBoardsTooMany: 'A campaign pins to at most 5 boards.',
  /** A section id that is not one of the board's sections. */
  boardSectionNotFound:
    'This section is not one of the board’s sections. Choose one of its sections and try again.',
  boardSectionsFailed: 'Failed to load the board’s sections',
  boardSectionCreated: 'Section created',
  boardCreated: 'Board created',
  pinsPerDayRange: 'Pins per day must be a whole number from 1 to 25.',
  pinSpacingRange: 'The hours between one post’s pins must be a whole number from 1 to 168.',
  pinClockInvalid: 'Enter a time of day, such as 08:00.',
  /** The posting window's end is not at least an hour after its start. */
  pinWindowTooShort: 'The posting window must end at least an hour after it starts.',
  scheduledPinNotFound: 'This pin is not scheduled any more.',
  scheduledPinInPast: 'Choose a time in the future.',
  /** {{days}}: PIN_RESCHEDULE_MAX_DAYS. */
  scheduledPinTooFar: 'Choose a time within the next {{days}} days.',
  /** {{hours}}: the account's spacing between one post's pins. */
  scheduledPinTooClose:
    'Pins of one post go at least {{hours}} hours apart (Pin pacing). Choose a time further from this post’s other pins.',
  /** {{count}}: the account's pins per day. */
  scheduledPinDayFull:
    'That time would make more than {{count}} pins within 24 hours on your Pinterest account (Pin pacing). Choose another time.',
  /** Issue 32: the user's own photos of a campaign's products. */
  photosFetched: 'Photos retrieved successfully',
  photoAdded: 'Photo added',
  photoDeleted: 'Photo deleted',
  photoNotFound: 'Photo not found',
  photoType: 'This file is not a JPEG, PNG or WebP photo. Choose a photo in one of those formats.',
  photoTooLarge: 'This photo is larger than 10 MB. Choose a smaller one, or export it at a lower quality.',
  photoTooManyPixels: 'This photo has more than 40 megapixels. Make it smaller and upload it again.',
  photoUnreadable: 'This photo could not be read: the file may be damaged. Export it again and upload it.',
  photoLimit: 'This campaign already keeps 10 photos of this product. Delete one to add another.',
  imageRegenerated: 'Image made again',
  imageRegenerationsUsed: 'This run’s 3 free image regenerations are used.',
  imageNotRegenerable:
    'This run’s images can be made again once its post is on your blog, as a draft for your review or live.',
  pinRescheduled: 'Pin rescheduled',
  pinCancelled: 'Pin cancelled',
  /** A queued pin failed for good: the account's token is revoked or expired. */
  pinFailedNotConnected:
    'Pinterest no longer accepts your account’s authorization. Reconnect Pinterest in Platform Configuration, then post this pin again.',
  /** A queued pin failed for good: its board is gone. */
  pinFailedBoardGone:
    'The board of this pin is gone from your Pinterest account. Choose a board for the campaign, then post this pin again.',
  amazonSaveFailed: 'Failed to save Amazon affiliate tag',
  amazonConfigureFailed: 'Failed to configure Amazon affiliate tag. Please try again.',
  amazonTagRequired: 'Please enter your Amazon affiliate tag',
  amazonTagInvalid:
    'Enter a tracking ID as Amazon shows it: letters, digits or hyphens followed by a two-digit store code, e.g. yourname-20',
  amazonSaved: 'Amazon affiliate tag saved',
  amazonTagRemoved: 'Amazon affiliate tag removed',
  amazonTagNotFound: 'You have no affiliate tag for this store',
  notLoggedIn: 'You are not logged in. Please log in again.',

  // campaigns (PRODUCT.md §5 and §8 Campaigns)
  nameRequired: 'Campaign name is required',
  nameTooLong: 'Campaign name must be at most 120 characters',
  templateRequired: 'Please select a product template',
  product1Required: 'Product 1 URL is required',
  product2Required: 'Product 2 URL is required',
  product1Invalid: 'Product 1 URL must be valid',
  product2Invalid: 'Product 2 URL must be valid',
  productNotAmazon: 'Product links must be Amazon product pages (amazon.com/dp/…)',
  /** Both products of a campaign are in one store ({{first}}, {{second}}: store ids, "amazon.fr"). */
  productsInDifferentStores:
    'Both products must come from the same Amazon store ({{first}} and {{second}} here)',
  /** A product link whose page the store answers 404 (or 410) for: there is no product to write about. */
  productPageMissing:
    'This Amazon page does not exist (the store answers “page not found”): check the link, or choose another product.',
  /** Both links name one product ({{asin}}), under any URL form. */
  sameProductTwice: 'Both links are the same product ({{asin}}): choose two different products to compare.',
  /** A short link (amzn.to, amzn.eu …) that could not be followed to its product page. */
  shortLinkUnresolved:
    'This short link could not be opened: paste the address of the product page instead (amazon.com/dp/…)',
  /** A campaign in a store the user has no tag for ({{store}}: "amazon.fr"); the web links to the Amazon section. */
  campaignStoreNeedsTag:
    'These products are on {{store}}: add your {{store}} affiliate tag in Platform Configuration (Amazon section) first, since a tag earns only in its own store.',
  /** {{store}}: the campaign's store. Issue 33: the tour's demo tag publishes to the demo blog only. */
  demoTagElsewhere:
    'The demo affiliate tag only publishes to the demo blog: on your own site its sales would earn for someone else. Add your own {{store}} affiliate tag in Platform Configuration (Amazon section) first.',
  frequencyRange: 'Frequency must be between 1 and 168 hours',
  totalRunsRange: 'Total runs must be between 1 and 1000',
  startDateInPast: 'Start date must be in the future',
  boardRequired: 'Please select a Pinterest board when auto-post is enabled',
  /** A campaign created with a board by a user who has no Pinterest account connected to check it against. */
  campaignBoardNeedsPinterest:
    'Connect your Pinterest account to choose a board, or turn off auto-post to Pinterest',
  descriptionTooLong: 'Pinterest description must be at most 500 characters',
  // Campaigns in bulk (issue 31): what an import says of the file and of a row.
  /** {{max}}: CAMPAIGN_IMPORT_MAX_ROWS; {{count}}: the file's lines. */
  importTooManyRows:
    'An import takes at most {{max}} campaigns: this one has {{count}}. Split it and import each part.',
  importEmpty:
    'Nothing to import: paste lines or choose a CSV file, one campaign a line (name; product 1 URL; product 2 URL).',
  /** {{site}}: the cell as written. */
  importUnknownSite: 'No WordPress site of yours is called “{{site}}”: use a site’s name or address.',
  /** {{board}}: the cell as written. */
  importUnknownBoard: 'No Pinterest board of yours is called “{{board}}”.',
  /** {{language}}: the cell as written. */
  importUnknownLanguage: 'Unknown article language “{{language}}”: use a code such as en or fr.',
  importNotesFormat: 'Write notes as: what you know of product 1 | what you know of product 2.',
  /** {{line}}: the earlier line with the same two products. */
  importDuplicateRow: 'The same two products as line {{line}}: one campaign per pair.',
  /** {{name}}: the user's campaign that compares them already. */
  importDuplicateCampaign: 'You already have a campaign comparing these two products: “{{name}}”.',
  importCreated: 'Campaigns created',
  importChecked: 'Campaigns checked: nothing was created yet',
  /** Issue 29: Amazon's Creators API credentials, and why Amazon refused them. */
  creatorsCredentialIdRequired: 'Credential ID is required',
  creatorsSecretRequired: 'Credential Secret is required',
  creatorsVersionInvalid: 'Version must be one Associates Central shows: 2.1, 2.2, 2.3, 3.1, 3.2 or 3.3',
  creatorsVersionRegion:
    'This version is for another region: 2.1 and 3.1 are North America, 2.2 and 3.2 Europe, 2.3 and 3.3 the Far East',
  creatorsAuthFailed:
    'Amazon did not accept this Credential ID and Secret for this version. Copy all three again from Associates Central (Tools → Creators API).',
  creatorsIneligible:
    'Amazon opens the Creators API to accounts with 10 qualifying sales in the last 30 days, and this account has not made them yet. Your credentials were not saved; your articles use your notes and the manufacturers’ pages meanwhile.',
  creatorsWrongMarketplace:
    'These credentials are not valid for the stores of this region. Choose the region whose Associates account issued them.',
  creatorsUnavailable: 'Amazon’s Creators API did not answer. Try again in a few minutes.',
  creatorsTagFirst:
    'Add your Amazon tag for a store of this region first: Amazon checks the credentials with your own tag.',
  creatorsSaved: 'Creators API connected',
  creatorsRemoved: 'Creators API credentials removed',
  creatorsNotFound: 'No Creators API credentials for this region',
  /** Issue 29: a product's first-hand notes and manufacturer page. */
  productNotesTooLong: 'Notes must be at most 2000 characters',
  manufacturerUrlInvalid: 'Manufacturer page must be a valid URL',
  campaignsFetched: 'Campaigns retrieved successfully',
  campaignFetched: 'Campaign retrieved successfully',
  campaignCreated: 'Campaign created successfully',
  campaignScheduled: 'Campaign scheduled',
  campaignUpdated: 'Campaign updated successfully',
  /** Issue 33: a campaign's runs edited below those it already started ({{count}}). */
  totalRunsBelowStarted: 'This campaign already started {{count}} runs: it needs at least that many.',
  campaignResumed: 'Campaign resumed',
  campaignPaused: 'Campaign paused',
  campaignDeleted: 'Campaign deleted successfully',
  campaignNotFound: 'Campaign not found',
  executionNotFound: 'Execution not found',
  campaignCompleted: 'This campaign is completed and can no longer be changed',
  campaignNotRunnable: 'Only an active campaign with runs left can be run',
  campaignStarted: 'Campaign execution started! Your article will be ready in approximately 5 minutes.',
  executionsFetched: 'Executions retrieved successfully',
  executionUpdated: 'Execution updated',
  executionNotPublished: 'The images of this run are not ready yet',
  imagePosted: 'Image posted to Pinterest',
  templatesFetched: 'Templates retrieved successfully',
  templateNotFound: 'Template not found',
  creditsChecked: 'Credit check complete',
  creditStatsFetched: 'Credit statistics retrieved',
  loadCampaignsFailed: 'Failed to load campaigns. Please try again.',
  createCampaignFailed: 'Failed to create campaign. Please try again.',
  updateFrequencyFailed: 'Failed to update campaign frequency.',
  updateStatusFailed: 'Failed to update campaign status.',
  deleteCampaignFailed: 'Failed to delete campaign.',
  executeCampaignFailed: 'Failed to execute campaign',
  clientRateLimited: 'Too many requests. Please wait before trying again.',
  statusRateLimited: 'Too many status requests...',
  slowerUpdates:
    'Status updates are running slower to prevent rate limiting. Campaign generation continues normally.',
  pinterestBoardRequiredTitle: 'Pinterest Board Required',
  /** PRODUCT.md §5, with i18next's placeholders for N and M. */
  creditsNeeded:
    'You need {{needed}} more credits to perform this action. You currently have {{current}} credits.',
  generationFailed: 'The article could not be generated.',
  adminOnly: 'This page is for the people who run this installation.',
  /** PATCH /user/profile with no setting in it. */
  noSettingNamed: 'Name a setting to change (runMails, timeZone).',
  adminPinQueued: 'The pin is queued again: it is posted within the minute.',
  runInterrupted: 'The run was interrupted too many times (the server stopped while working on it).',
  creditsRefunded: 'Your 10 credits were refunded.',
  runNeedsWordPress:
    'Connect your WordPress site in Platform Configuration: the article has nowhere to be published.',
  /** {{store}}: the campaign's store ("amazon.fr"). */
  runNeedsAmazonTag:
    'Add your {{store}} affiliate tag in Platform Configuration: the article needs it for its links.',
  /**
   * A campaign in a language the offline writer does not write, with no AI provider ({{language}}: the
   * language's own name, "Deutsch"): it fails before any work rather than publish English.
   */
  runLanguageNeedsModel:
    'Articles in {{language}} need an AI model: the built-in writer writes English and French. Add an AI provider key, or choose English or French for this campaign.',
  pinsFailed: 'The article is published, but its pins could not be posted:',
  /** A run whose article stayed too close to an earlier post after its rewrites ({{percent}}: 0–100). */
  runTooSimilar:
    'Its article stayed too close to one you already published ({{percent}}% the same wording) after 2 rewrites on other angles, so it was not published.',
  /**
   * A run whose writing kept claiming first-hand use after its rewrite (issue 27: the honesty step);
   * {{claim}}: the words found ("we tested").
   */
  runExperienceClaims:
    'Its article kept claiming first-hand use that nobody had (“{{claim}}”) after a rewrite, so it was not published.',
  /** A failed run whose draft and images had reached the blog: what was withdrawn, and why no refund. */
  runWithdrawFailed:
    'Its draft and images could not be removed from your blog, so your credits were not refunded.',
  runRefundLimitReached:
    'Its draft and images were removed from your blog, but your credits were not refunded: 3 runs that had reached your blog were already refunded in the last 24 hours.',
  /**
   * A run whose blog could not be reached at all (issue 26 #4): no connection could be made, so no
   * request left. One message per reason, each said plainly.
   */
  runBlogNotFound: 'Your blog could not be reached: its address could not be found.',
  runBlogRefused: 'Your blog could not be reached: its address refused the connection.',
  runBlogNoAnswer: 'Your blog could not be reached: its address did not answer.',
  runBlogAddressRefused:
    'Your blog could not be reached: its address is on a private or local network, which we never connect to.',
  /** After one of the above, when nothing of the run had reached the blog. */
  runNothingPublished: 'Nothing was published.',
  /**
   * A product whose page the store now answers "page not found" for (issue 27): the run stops before
   * any writing ({{product}}: its name, or its ASIN).
   */
  runProductGone:
    'The Amazon page of {{product}} no longer exists: nothing was written. Replace the product with another campaign.',
  /**
   * A product with too few facts to compare honestly (issue 27): the run stops before any writing
   * ({{product}}: its name; {{count}}: the facts the writer may use; {{needed}}: RUN_FACTS_MIN), and
   * the two fixes the user controls (issue 29).
   */
  runFactsTooThin:
    'Only {{count}} facts about {{product}} could be used, and {{needed}} are needed to compare it honestly: nothing was written. Add what you know first-hand about it, or its manufacturer’s page, on the campaign page, then run it again.',
  /** A failed run whose article had been published: what the user paid for was delivered. */
  runPublishedNotRefunded: 'Its article was published, so its credits were not refunded.',
  /** Issue 27's review, edit and unpublish, refused by the run's state, and their confirmations. */
  runNotWaitingForReview: 'This run has no draft waiting for your review.',
  draftPartlyDeleted:
    'This draft was partly deleted from your blog when you discarded it: it can no longer be published. Discard it again to finish.',
  runPostNotEditable:
    'This run has no post to edit: it is not published, was unpublished, or its draft was discarded.',
  runNotLive: 'This run has no live post to unpublish.',
  runBusy: 'This run is still working on its post: try again in a moment.',
  runNotLiveForPins:
    'This run’s post is not live (a draft waiting for review, discarded or unpublished): its images are pinned once it is published.',
  runPostUnreachable:
    'Your blog did not take the change: check that it answers and that your WordPress connection still works, then try again.',
  draftApproved: 'Approved: the article is being published, and its pins follow.',
  draftDiscarded: 'The draft and its images were deleted from your blog.',
  postUpdated: 'Your changes are saved on your blog.',
  postUnpublished: 'The post is in your blog’s trash and its pins are deleted.',
  articleFetched: 'Article retrieved successfully',
  runRefundedImagesGone: 'This run was refunded: its images were removed and can no longer be posted.',
  publicationWithdrawn:
    'What this run had published was removed from your blog and Pinterest: it cannot be published again.',

  // support widget (PRODUCT.md §5 Support message)
  supportMessageSent: 'Message sent',
  supportMessageRequired: 'Please enter a message',
  supportMessageTooLong: 'Your message must be at most 1000 characters',
  supportTooManyLinks: 'Please include at most 3 links in your message',
  supportTypeInvalid: 'Please choose a question, a bug report or a feature request',

  // client texts (PRODUCT.md §8)
  networkError: 'Network error. Please try again.',
  resendSuccess: 'Verification email sent! Please check your inbox.',
  resendFailure: 'Failed to send verification email. Please try again.',
  verificationTokenMissing: 'Invalid or missing verification token.',
  verificationEmailRequired: 'Email address is required to resend verification.',
  verificationResendFailed: 'Failed to resend verification email.',
  forgotFailed: 'Failed to send reset email. Please try again.',
  forgotError: 'An error occurred. Please try again later.',
  forgotSuccess: 'Password reset instructions sent to your email!',
  resetVerifyFailed: 'Failed to verify reset link',
  emailUpdateFailed: 'Failed to update email',
  passwordUpdateFailed: 'Failed to update password',

  // billing (PRODUCT.md §8 "payments")
  packagesFetched: 'Credit packages retrieved successfully',
  checkoutSessionCreated: 'Checkout session created',
  checkoutFailed: 'Failed to create checkout session',
  paymentIntentCreated: 'Payment intent created',
  paymentIntentFailed: 'Failed to create payment intent',
  paymentVerified: 'Payment status retrieved',
  verifyPaymentFailed: 'Failed to verify payment',
  paymentNotFound: 'Payment not found',
  portalSessionCreated: 'Billing portal session created',
  portalFailed: 'Failed to open billing',
  subscriptionFetched: 'Subscription retrieved successfully',
  subscriptionExists:
    'You already have a plan. Change or cancel it in Billing; it takes effect at once and your credits stay.',
  transactionsFetched: 'Credit history retrieved successfully',
  invalidStripeSignature: 'Invalid Stripe signature',
} as const;

export type MessageKey = keyof typeof Messages;

/** The N of 'Please wait N minute(s) before requesting another email.' from a remainingTime in seconds. */
export function minutesToWait(remainingSeconds: number): number {
  return Math.max(1, Math.ceil(remainingSeconds / 60));
}
