/** Renders our mail templates (React Email) to subject, HTML and plain text. */
import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import { AccountExists } from './templates/account-exists.tsx';
import { EmailChanged } from './templates/email-changed.tsx';
import { ResetPassword } from './templates/reset-password.tsx';
import { VerifyEmail } from './templates/verify-email.tsx';

export type EmailTemplate =
  | { template: 'verify-email'; props: { firstName: string; url: string } }
  | { template: 'reset-password'; props: { firstName: string; url: string } }
  | { template: 'account-exists'; props: { firstName: string; signInUrl: string; resetUrl: string } }
  | { template: 'email-changed'; props: { firstName: string; newEmail: string } };

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

function select(email: EmailTemplate): { subject: string; element: ReactElement } {
  switch (email.template) {
    case 'verify-email':
      return { subject: 'Verify your email address', element: <VerifyEmail {...email.props} /> };
    case 'reset-password':
      return { subject: 'Reset your password', element: <ResetPassword {...email.props} /> };
    case 'account-exists':
      return {
        subject: 'You already have an Affiliate Autopilot account',
        element: <AccountExists {...email.props} />,
      };
    case 'email-changed':
      return { subject: 'Your email address was changed', element: <EmailChanged {...email.props} /> };
  }
}

export async function renderEmail(email: EmailTemplate): Promise<RenderedEmail> {
  const { subject, element } = select(email);
  const html = await render(element);
  return { subject, html, text: toPlainText(html) };
}
