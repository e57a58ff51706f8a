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
import { Fragment } from 'react';
import type { MailContent } from '../copy.ts';

const colors = { brand: '#4f46e5', text: '#1f2937', muted: '#6b7280', background: '#f3f4f6' };

/** The one layout of every mail: brand, heading, greeting, paragraphs, an optional button. */
export function MailLayout({
  language,
  content,
  footer,
  linkFallbackText,
}: {
  language: string;
  content: MailContent & { greeting: string };
  footer: string;
  linkFallbackText: string;
}) {
  return (
    <Html lang={language}>
      <Head />
      <Preview>{content.heading}</Preview>
      <Body
        style={{ backgroundColor: colors.background, fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 }}
      >
        <Container
          style={{
            backgroundColor: '#ffffff',
            margin: '32px auto',
            padding: '32px',
            borderRadius: 12,
            maxWidth: 560,
          }}
        >
          <Text style={{ color: colors.brand, fontWeight: 700, fontSize: 18, margin: 0 }}>
            Affiliate Autopilot
          </Text>
          <Heading style={{ color: colors.text, fontSize: 22, margin: '24px 0 12px' }}>
            {content.heading}
          </Heading>
          <Paragraph>{content.greeting}</Paragraph>
          {content.paragraphs.map((paragraph) => (
            <Paragraph key={paragraph}>{paragraph}</Paragraph>
          ))}
          {content.quote ? <Quote text={content.quote} /> : null}
          {content.button ? (
            <Section style={{ margin: '24px 0' }}>
              <Button
                href={content.button.href}
                style={{
                  backgroundColor: colors.brand,
                  color: '#ffffff',
                  padding: '12px 20px',
                  borderRadius: 8,
                  fontWeight: 600,
                }}
              >
                {content.button.label}
              </Button>
            </Section>
          ) : null}
          {content.button && content.linkFallback ? (
            <Text style={{ color: colors.muted, fontSize: 13, wordBreak: 'break-all' }}>
              {linkFallbackText} {content.button.href}
            </Text>
          ) : null}
          <Hr style={{ borderColor: '#e5e7eb', margin: '32px 0 16px' }} />
          <Text style={{ color: colors.muted, fontSize: 12 }}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** Text as it was written: its line breaks kept, in the HTML and in the plain-text part. */
function Quote({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <Text
      style={{
        color: colors.text,
        fontSize: 15,
        lineHeight: '24px',
        borderLeft: `3px solid ${colors.muted}`,
        paddingLeft: 12,
      }}
    >
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place.
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

function Paragraph({ children }: { children: string }) {
  return <Text style={{ color: colors.text, fontSize: 15, lineHeight: '24px' }}>{children}</Text>;
}
