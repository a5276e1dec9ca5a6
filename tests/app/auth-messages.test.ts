import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/lib/api-error';
import {
  forgotPasswordErrorMessage,
  loginErrorMessage,
  registrationErrorMessage,
  resetPasswordErrorMessage,
  signupErrorMessage,
  verifyTokenErrorMessage,
} from '@app/features/auth/lib/auth-messages';

const fail = (status: number, message = 'Server says no') => new ApiError(status, message);
const offline = new ApiError(0, 'Network error. Please check your connection.', 'NETWORK');

describe('account screen messages (spec part 1 §8)', () => {
  it('maps sign-in failures by status', () => {
    expect(loginErrorMessage(fail(400))).toBe('Username and password are required!');
    expect(loginErrorMessage(fail(401))).toBe('Invalid username or password!');
    expect(loginErrorMessage(fail(404))).toBe('User not found!');
    expect(loginErrorMessage(fail(500))).toBe('Unexpected Error! Please contact your system administrator');
    expect(loginErrorMessage(new Error('boom'))).toBe('Unexpected Error! Please contact your system administrator');
  });

  it('says when there is no connection and passes the rate-limit message through', () => {
    expect(loginErrorMessage(offline)).toBe('Network error. Please check your connection.');
    expect(loginErrorMessage(fail(429, 'Too many sign-in attempts. Try again in 15 minutes.'))).toBe(
      'Too many sign-in attempts. Try again in 15 minutes.',
    );
  });

  it('maps forgot-password, verification and reset failures', () => {
    expect(forgotPasswordErrorMessage(fail(404))).toBe('No account found with that email or phone number');
    expect(forgotPasswordErrorMessage(fail(500))).toBe('Failed to send reset email. Please try again later.');
    expect(verifyTokenErrorMessage(fail(400))).toBe('Invalid or expired reset link. Please request a new one.');
    expect(verifyTokenErrorMessage(fail(500))).toBe('Failed to verify reset link. Please try again.');
    expect(resetPasswordErrorMessage(fail(400, 'This reset link was already used'))).toBe('This reset link was already used');
    expect(resetPasswordErrorMessage(fail(400, ''))).toBe('Invalid or expired reset token');
    expect(resetPasswordErrorMessage(fail(503))).toBe('Failed to reset password. Please try again later.');
  });

  it('shows the server message on sign-up and registration, else the fallback', () => {
    expect(signupErrorMessage(fail(409, 'Email already registered'))).toBe('Email already registered');
    expect(signupErrorMessage(fail(500, 'stack trace'))).toBe('Unexpected error! Please contact your system administrator.');
    expect(registrationErrorMessage(fail(409, 'Phone number already registered'))).toBe('Phone number already registered');
    expect(registrationErrorMessage(fail(500))).toBe('Server error. Please try again later.');
  });
});
