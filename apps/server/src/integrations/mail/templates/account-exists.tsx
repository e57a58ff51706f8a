import { EmailButton, EmailLayout, Paragraph } from './layout.tsx';

/** Sent instead of a second account when someone signs up with an address that has one. */
export function AccountExists({
  firstName,
  signInUrl,
  resetUrl,
}: {
  firstName: string;
  signInUrl: string;
  resetUrl: string;
}) {
  return (
    <EmailLayout preview="You already have an account" heading="You already have an account">
      <Paragraph>Hi {firstName},</Paragraph>
      <Paragraph>
        Someone (hopefully you) tried to sign up for Affiliate Autopilot with this email address, which
        already has an account. Sign in instead, or reset your password if you forgot it: {resetUrl}
      </Paragraph>
      <EmailButton href={signInUrl}>Sign in</EmailButton>
    </EmailLayout>
  );
}
