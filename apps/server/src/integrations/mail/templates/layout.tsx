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
import type { ReactNode } from 'react';

const colors = { brand: '#4f46e5', text: '#1f2937', muted: '#6b7280', background: '#f3f4f6' };

export function EmailLayout({
  preview,
  heading,
  children,
}: {
  preview: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
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
          <Heading style={{ color: colors.text, fontSize: 22, margin: '24px 0 12px' }}>{heading}</Heading>
          {children}
          <Hr style={{ borderColor: '#e5e7eb', margin: '32px 0 16px' }} />
          <Text style={{ color: colors.muted, fontSize: 12 }}>
            You receive this email because of an action on your Affiliate Autopilot account. If it was not
            you, you can ignore it.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '24px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colors.brand,
          color: '#ffffff',
          padding: '12px 20px',
          borderRadius: 8,
          fontWeight: 600,
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ color: colors.text, fontSize: 15, lineHeight: '24px' }}>{children}</Text>;
}

export function LinkFallback({ href }: { href: string }) {
  return (
    <Text style={{ color: colors.muted, fontSize: 13, wordBreak: 'break-all' }}>
      If the button does not work, copy this link into your browser: {href}
    </Text>
  );
}
