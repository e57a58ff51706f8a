/**
 * Customer Portal configurations (`/v1/billing_portal/configurations`): what the portal lets a
 * customer do. The sandbox reads two settings of `features.subscription_update` when a plan is
 * switched on its portal page: `proration_behavior`, and `schedule_at_period_end.conditions`
 * (`decreasing_item_amount`: a cheaper plan starts at the end of the period instead of at once).
 * The other features are stored and answered as given. One default configuration exists from the
 * start, as in a new Stripe account: changes at once, always invoiced.
 */
import { stripeErrors } from './stripe-errors.ts';
import { newId, type WirePortalConfiguration } from './stripe-objects.ts';
import {
  objectArray,
  optionalBoolean,
  optionalObject,
  optionalString,
  type Params,
  readMetadata,
  stringArray,
} from './stripe-params.ts';

const PRORATION_BEHAVIORS = ['always_invoice', 'create_prorations', 'none'];
const CONDITIONS = ['decreasing_item_amount', 'shortening_interval'];

function oneOf(value: string | undefined, allowed: string[], param: string): string | undefined {
  if (value !== undefined && !allowed.includes(value))
    throw stripeErrors.invalidValue(param, `Invalid ${param.split('[').pop()?.replace(']', '')}: ${value}`);
  return value;
}

/** A configuration as Stripe answers it, from the create parameters (or the defaults). */
export function buildPortalConfiguration(input: {
  params: Params;
  created: number;
  isDefault: boolean;
}): WirePortalConfiguration {
  const { params } = input;
  const features = optionalObject(params, 'features') ?? {};
  const update = optionalObject(features, 'subscription_update', 'features[subscription_update]') ?? {};
  const cancel = optionalObject(features, 'subscription_cancel', 'features[subscription_cancel]') ?? {};
  const schedule =
    optionalObject(
      update,
      'schedule_at_period_end',
      'features[subscription_update][schedule_at_period_end]',
    ) ?? {};
  const conditions = (schedule.conditions === undefined ? [] : objectArray(schedule, 'conditions')).map(
    (condition, index) => ({
      type: oneOf(
        optionalString(condition, 'type'),
        CONDITIONS,
        `features[subscription_update][schedule_at_period_end][conditions][${index}][type]`,
      ) as 'decreasing_item_amount' | 'shortening_interval',
    }),
  );
  const products =
    update.products === undefined
      ? null
      : objectArray(update, 'products').map((product) => ({
          adjustable_quantity: { enabled: false, maximum: null, minimum: 1 },
          prices: stringArray(product, 'prices'),
          product: optionalString(product, 'product') ?? '',
        }));
  const business = optionalObject(params, 'business_profile') ?? {};
  return {
    id: newId('bpc'),
    object: 'billing_portal.configuration',
    active: true,
    application: null,
    business_profile: {
      headline: optionalString(business, 'headline') ?? null,
      privacy_policy_url: optionalString(business, 'privacy_policy_url') ?? null,
      terms_of_service_url: optionalString(business, 'terms_of_service_url') ?? null,
    },
    created: input.created,
    default_return_url: optionalString(params, 'default_return_url') ?? null,
    features: {
      customer_update: { allowed_updates: [], enabled: false },
      invoice_history: { enabled: enabled(features, 'invoice_history', true) },
      payment_method_update: {
        enabled: enabled(features, 'payment_method_update', true),
        payment_method_configuration: null,
      },
      subscription_cancel: {
        cancellation_reason: { enabled: false, feedback_options: null, options: [] },
        enabled: optionalBoolean(cancel, 'enabled') ?? true,
        mode: (oneOf(
          optionalString(cancel, 'mode'),
          ['at_period_end', 'immediately'],
          'features[subscription_cancel][mode]',
        ) ?? 'at_period_end') as 'at_period_end' | 'immediately',
        proration_behavior: 'none',
      },
      subscription_pause: { duration: { interval_options: [], type: 'indefinite' }, enabled: false },
      subscription_update: {
        billing_cycle_anchor: null,
        default_allowed_updates:
          update.default_allowed_updates === undefined
            ? ['price']
            : (stringArray(update, 'default_allowed_updates') as ('price' | 'promotion_code' | 'quantity')[]),
        enabled: optionalBoolean(update, 'enabled') ?? true,
        products,
        proration_behavior: (oneOf(
          optionalString(update, 'proration_behavior'),
          PRORATION_BEHAVIORS,
          'features[subscription_update][proration_behavior]',
        ) ?? 'always_invoice') as 'always_invoice' | 'create_prorations' | 'none',
        schedule_at_period_end: { conditions },
        trial_update_behavior: 'end_trial',
      },
    },
    is_default: input.isDefault,
    livemode: false,
    login_page: { enabled: false, url: null },
    metadata: readMetadata(params, 'metadata'),
    name: optionalString(params, 'name') ?? null,
    updated: input.created,
  };
}

function enabled(features: Params, name: string, fallback: boolean): boolean {
  const feature = optionalObject(features, name, `features[${name}]`);
  return feature ? (optionalBoolean(feature, 'enabled', `features[${name}][enabled]`) ?? fallback) : fallback;
}

/** How the portal applies a switch from `oldAmount` to `newAmount` under `configuration`. */
export function portalSwitch(
  configuration: WirePortalConfiguration | undefined,
  oldAmount: number,
  newAmount: number,
): { when: 'now'; prorationBehavior: string } | { when: 'period_end' } {
  const update = configuration?.features.subscription_update;
  const scheduleCheaper = update?.schedule_at_period_end.conditions.some(
    (condition) => condition.type === 'decreasing_item_amount',
  );
  if (scheduleCheaper && newAmount < oldAmount) return { when: 'period_end' };
  return { when: 'now', prorationBehavior: update?.proration_behavior ?? 'always_invoice' };
}
