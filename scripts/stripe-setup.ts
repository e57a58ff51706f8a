/**
 * Creates the plans' products and prices in a Stripe account (once; run again, it changes nothing):
 * one product per plan and a monthly and a yearly price each, found by the app through their lookup
 * keys. Usage: STRIPE_SECRET_KEY=sk_… npm run stripe:setup
 */
import { CURRENCY, chargedPrice, PLANS, priceLookupKey, toMinorUnits } from '@aa/contracts/plans';
import Stripe from 'stripe';

const key = process.env.STRIPE_SECRET_KEY;
if (!key) {
  console.error('Set STRIPE_SECRET_KEY to the account’s secret key.');
  process.exit(1);
}
const stripe = new Stripe(key);

for (const plan of PLANS) {
  for (const cycle of ['monthly', 'annual'] as const) {
    const lookupKey = priceLookupKey(plan.id, cycle);
    const existing = await stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 });
    if (existing.data[0]) {
      console.log(`${lookupKey}: ${existing.data[0].id} (exists)`);
      continue;
    }
    const price = await stripe.prices.create({
      lookup_key: lookupKey,
      currency: CURRENCY.toLowerCase(),
      unit_amount: toMinorUnits(chargedPrice(plan, cycle)),
      recurring: { interval: cycle === 'monthly' ? 'month' : 'year' },
      product_data: { name: plan.name, metadata: { plan: plan.id, credits: String(plan.credits) } },
      metadata: { plan: plan.id, credits: String(plan.credits) },
    });
    console.log(`${lookupKey}: ${price.id} (created)`);
  }
}
