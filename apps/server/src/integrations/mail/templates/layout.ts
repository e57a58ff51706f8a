/**
 * The one layout of every mail, as React Email components. Written with createElement (`h`) rather
 * than JSX: the server runs its TypeScript with Node's type stripping, which does not read JSX.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { Fragment, createElement as h, type ReactElement } from 'react';
import type { MailContent } from '../copy.ts';

const colors = { brand: '#4f46e5', text: '#1f2937', muted: '#6b7280', background: '#f3f4f6' };

export interface MailLayoutProps {
  language: string;
  content: MailContent & { greeting: string };
  footer: string;
  linkFallbackText: string;
}

/** Brand, heading, greeting, paragraphs, an optional quote and an optional button. */
export function MailLayout({ language, content, footer, linkFallbackText }: MailLayoutProps): ReactElement {
  return h(
    Html,
    { lang: language },
    h(Head),
    h(Preview, null, content.heading),
    h(
      Body,
      {
        style: { backgroundColor: colors.background, fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 },
      },
      h(
        Container,
        {
          style: {
            backgroundColor: '#ffffff',
            margin: '32px auto',
            padding: '32px',
            borderRadius: 12,
            maxWidth: 560,
          },
        },
        h(
          Text,
          { style: { color: colors.brand, fontWeight: 700, fontSize: 18, margin: 0 } },
          'Affiliate Autopilot',
        ),
        h(Heading, { style: { color: colors.text, fontSize: 22, margin: '24px 0 12px' } }, content.heading),
        paragraph(content.greeting),
        content.paragraphs.map((text) => paragraph(text, text)),
        content.quote ? quote(content.quote) : null,
        content.button
          ? h(
              Section,
              { style: { margin: '24px 0' } },
              h(
                Button,
                {
                  href: content.button.href,
                  style: {
                    backgroundColor: colors.brand,
                    color: '#ffffff',
                    padding: '12px 20px',
                    borderRadius: 8,
                    fontWeight: 600,
                  },
                },
                content.button.label,
              ),
            )
          : null,
        content.button && content.linkFallback
          ? h(
              Text,
              { style: { color: colors.muted, fontSize: 13, wordBreak: 'break-all' } },
              linkFallbackText,
              ' ',
              content.button.href,
            )
          : null,
        h(Hr, { style: { borderColor: '#e5e7eb', margin: '32px 0 16px' } }),
        h(Text, { style: { color: colors.muted, fontSize: 12 } }, footer),
      ),
    ),
  );
}

/** Text as it was written: its line breaks kept, in the HTML and in the plain-text part. */
function quote(text: string) {
  const lines = text.split(/\r?\n/);
  return h(
    Text,
    {
      style: {
        color: colors.text,
        fontSize: 15,
        lineHeight: '24px',
        borderLeft: `3px solid ${colors.muted}`,
        paddingLeft: 12,
      },
    },
    // Lines have no identity but their place.
    lines.map((line, index) => h(Fragment, { key: index }, index > 0 ? h('br') : null, line)),
  );
}

function paragraph(text: string, key?: string) {
  return h(Text, { key, style: { color: colors.text, fontSize: 15, lineHeight: '24px' } }, text);
}
