/**
 * Amazon's Creators API (issue 29), the successor of PA-API 5, with the user's own credentials: a
 * Credential ID, Secret and Version per region, as Associates Central issues them. A version's family
 * decides how it signs in: 2.x through Amazon Cognito, 3.x through Login with Amazon; its minor number
 * names the region (1 North America, 2 Europe and India, 3 Far East).
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { Messages } from './messages.ts';
import { lineSchema } from './text.ts';

export const CREATORS_REGIONS = {
  na: {
    name: 'North America',
    minor: '1',
    stores: ['amazon.com', 'amazon.ca', 'amazon.com.mx', 'amazon.com.br'],
  },
  eu: {
    name: 'Europe, Middle East and India',
    minor: '2',
    stores: [
      'amazon.co.uk',
      'amazon.de',
      'amazon.fr',
      'amazon.it',
      'amazon.es',
      'amazon.nl',
      'amazon.se',
      'amazon.pl',
      'amazon.com.be',
      'amazon.com.tr',
      'amazon.ae',
      'amazon.sa',
      'amazon.eg',
      'amazon.in',
    ],
  },
  fe: { name: 'Far East and Australia', minor: '3', stores: ['amazon.co.jp', 'amazon.sg', 'amazon.com.au'] },
} as const;
export type CreatorsRegion = keyof typeof CREATORS_REGIONS;
export const CREATORS_REGION_IDS = Object.keys(CREATORS_REGIONS) as [CreatorsRegion, ...CreatorsRegion[]];
export const creatorsRegionSchema = z.enum(CREATORS_REGION_IDS);

/** The versions Amazon issues: 2.x (Cognito) and 3.x (Login with Amazon), one per region each. */
export const CREATORS_VERSIONS = ['2.1', '2.2', '2.3', '3.1', '3.2', '3.3'] as const;
export type CreatorsVersion = (typeof CREATORS_VERSIONS)[number];

/** The region of a store's Creators API credentials, or null for a store it does not serve. */
export function creatorsRegionOf(storeId: string): CreatorsRegion | null {
  for (const region of CREATORS_REGION_IDS)
    if ((CREATORS_REGIONS[region].stores as readonly string[]).includes(storeId)) return region;
  return null;
}

/** PUT /platforms/amazon/creators: one region's credentials, checked with Amazon before they are kept. */
export const creatorsCredentialsBodySchema = z
  .object({
    region: creatorsRegionSchema,
    credentialId: lineSchema()
      .trim()
      .min(1, { error: Messages.creatorsCredentialIdRequired })
      .max(200, { error: Messages.creatorsCredentialIdRequired }),
    credentialSecret: lineSchema()
      .trim()
      .min(1, { error: Messages.creatorsSecretRequired })
      .max(500, { error: Messages.creatorsSecretRequired }),
    version: z.enum(CREATORS_VERSIONS, { error: Messages.creatorsVersionInvalid }),
  })
  .superRefine((body, ctx) => {
    if (body.version.split('.')[1] !== CREATORS_REGIONS[body.region].minor)
      ctx.addIssue({ code: 'custom', path: ['version'], message: Messages.creatorsVersionRegion });
  });
export type CreatorsCredentialsBody = z.input<typeof creatorsCredentialsBodySchema>;

export const creatorsRegionParamsSchema = z.object({ region: creatorsRegionSchema });

/** A region's connection as the status shows it: never the secret, the ID's last characters only. */
export const creatorsConnectionSchema = z.object({
  region: creatorsRegionSchema,
  version: z.string(),
  credentialIdHint: z.string(),
  verifiedAt: z.string(),
});
export type CreatorsConnection = z.infer<typeof creatorsConnectionSchema>;

/** GET /platforms/amazon/creators, and PUT's answer: the user's connections, one per region. */
export const creatorsConnectionsResponseSchema = envelope(
  z.object({ connections: z.array(creatorsConnectionSchema) }),
);
