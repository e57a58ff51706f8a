import { EmailButton, EmailLayout, LinkFallback, Paragraph } from './layout.tsx';

export function VerifyEmail({ firstName, url }: { firstName: string; url: string }) {
  return (
    <EmailLayout preview="Confirm your email address" heading="Confirm your email address">
      <Paragraph>Hi {firstName},</Paragraph>
      <Paragraph>
        Welcome to Affiliate Autopilot! Confirm your email address to activate your account and your 10 free
        credits. This link is valid for 24 hours and can be used once.
      </Paragraph>
      <EmailButton href={url}>Verify my email</EmailButton>
      <LinkFallback href={url} />
    </EmailLayout>
  );
}
