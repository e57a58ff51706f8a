/**
 * User-facing texts fixed by SPEC.md (§4, §5, §8), written once. The web app translates them
 * through i18next with these English strings as the source; the server sends them as `message`.
 */
export const Messages = {
  // validation (SPEC §5)
  fillAllFields: 'Please fill in all fields',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordComplexity:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  enterEmail: 'Please enter your email address',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordsDoNotMatch: 'New passwords do not match',
  invalidEmail: 'Please enter a valid email address',
  invalidCharacters: 'This field contains characters that are not allowed',

  // server answers
  registered: 'Registration successful! Please check your email to verify your account.',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email address before logging in.',
  emailVerified: 'Email verified successfully! You can now sign in.',
  emailAlreadyVerified: 'Your email is already verified.',
  invalidVerificationLink: 'Invalid or expired verification link. Please request a new one.',
  resendAccepted: 'If an account needs verification, a verification email has been sent.',
  resetRequested: 'If an account exists for this email, password reset instructions have been sent.',
  resetLinkValid: 'Reset link is valid',
  invalidResetLink: 'Invalid or expired reset link',
  passwordReset: 'Password reset successfully. You can now sign in with your new password.',
  unauthorized: 'Authentication required',
  userFetched: 'User retrieved successfully',
  profileFetched: 'Profile retrieved successfully',
  emailUpdated: 'Email updated successfully!',
  emailChangePending:
    'Email updated successfully! Confirm the new address with the link we sent to it; until then you keep signing in with the current one.',
  emailInUse: 'This email address is already in use',
  emailChangeConfirmed: 'Your new email address is confirmed. Sign in with it from now on.',
  currentPasswordRequired: 'Enter your current password to confirm it is you',
  reauthRequired: 'Please confirm it is you: sign in with Google again, then retry within 10 minutes.',
  identityConfirmed: 'Identity confirmed',
  emailChangeReverted:
    'Your previous email address is back and every session was signed out. Choose a new password now.',
  invalidRevertLink: 'This undo link is invalid, was already used or has expired.',
  revertAddressTaken:
    'Your previous email address now belongs to another account. Please contact support to recover your account.',
  googleLinkRequired:
    'An account already uses this email address. Enter its password once to connect Google sign-in to it.',
  googleLinkRefused:
    'This email address belongs to an account that signs in with another Google account. Sign in with that one.',
  googleLinkExpired: 'This Google sign-in has expired. Please start again.',
  googleLinked: 'Google sign-in is now connected to your account.',
  languageUpdated: 'Language updated',
  passwordUpdated: 'Password updated successfully!',
  currentPasswordWrong: 'Current password is incorrect',
  creditsFetched: 'Credits retrieved successfully',
  /** SPEC §8: the client reads "at least N credits" (default 10) and "Current balance: N credits" (default 0). */
  insufficientCredits: 'Insufficient credits for this action.',
  tooManyRequests: 'Too many requests from this IP, please try again later.',
  tooManyAttempts: 'Too many attempts. Please wait before trying again.',
  tooManySignInAttempts: 'Too many sign-in attempts for this email. Please wait a moment and try again.',
  notFound: 'Not found',
  forbiddenOrigin: 'Cross-site request refused',
  misdirectedRequest: 'This server does not answer for that host name',
  badUrl: 'The request URL is malformed',
  validationFailed: 'Invalid request',
  internalError: 'An unexpected error occurred. Please try again.',
  googleAuthUrl: 'Google authentication URL created',
  googleSuccess: 'Google authentication successful! Redirecting...',
  googleFailed: 'Google authentication failed',
  googleInitiateFailed: 'Failed to initiate Google authentication',
  googleEmailUnverified:
    'Your Google email address is not verified. Please verify it with Google or sign up with email and password.',
  noAuthCode: 'No authorization code received from Google',
  googleEmailUnusable:
    'The email address of this Google account cannot be used here. Please sign up with email and password.',

  // client texts (SPEC §8)
  networkError: 'Network error. Please try again.',
  resendSuccess: 'Verification email sent! Please check your inbox.',
  resendFailure: 'Failed to send verification email. Please try again.',
  verificationTokenMissing: 'Invalid or missing verification token.',
  verificationEmailRequired: 'Email address is required to resend verification.',
  verificationResendFailed: 'Failed to resend verification email.',
  forgotFailed: 'Failed to send reset email. Please try again.',
  forgotError: 'An error occurred. Please try again later.',
  forgotSuccess: 'Password reset instructions sent to your email!',
  resetVerifyFailed: 'Failed to verify reset link',
  emailUpdateFailed: 'Failed to update email',
  passwordUpdateFailed: 'Failed to update password',
} as const;

export type MessageKey = keyof typeof Messages;

/** The N of 'Please wait N minute(s) before requesting another email.' from a remainingTime in seconds. */
export function minutesToWait(remainingSeconds: number): number {
  return Math.max(1, Math.ceil(remainingSeconds / 60));
}
