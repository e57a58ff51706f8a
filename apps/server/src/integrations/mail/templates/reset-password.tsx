import { EmailButton, EmailLayout, LinkFallback, Paragraph } from './layout.tsx';

export function ResetPassword({ firstName, url }: { firstName: string; url: string }) {
  return (
    <EmailLayout preview="Reset your password" heading="Reset your password">
      <Paragraph>Hi {firstName},</Paragraph>
      <Paragraph>
        We received a request to reset the password of your Affiliate Autopilot account. This link is valid
        for 1 hour and can be used once. Resetting signs you out everywhere.
      </Paragraph>
      <EmailButton href={url}>Choose a new password</EmailButton>
      <LinkFallback href={url} />
    </EmailLayout>
  );
}
