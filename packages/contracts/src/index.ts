export * from './auth.ts';
export * from './constants.ts';
export * from './credits.ts';
export * from './dev-mail.ts';
export * from './envelope.ts';
export * from './error-codes.ts';
export * from './messages.ts';
export * from './user.ts';
