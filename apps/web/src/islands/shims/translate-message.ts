/** A server message of PRODUCT.md's table in the page's language (the page carries those texts under `messages`). */
import { type MessageKey, Messages } from '@aa/contracts/messages';

/** Translates a server message of PRODUCT.md's table; a text we do not know is shown as it came. */
export function translateMessage(t: (key: string) => string, message: string): string {
  const key = (Object.keys(Messages) as MessageKey[]).find((name) => Messages[name] === message);
  return key ? t(`messages.${key}`) : message;
}
