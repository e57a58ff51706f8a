import { EmailLayout, Paragraph } from './layout.tsx';

/** Sent to the previous address when the account's email changes. */
export function EmailChanged({ firstName, newEmail }: { firstName: string; newEmail: string }) {
  return (
    <EmailLayout preview="Your email address was changed" heading="Your email address was changed">
      <Paragraph>Hi {firstName},</Paragraph>
      <Paragraph>
        The email address of your Affiliate Autopilot account was changed to {newEmail}. If you did not make
        this change, reset your password right away and contact support.
      </Paragraph>
    </EmailLayout>
  );
}
