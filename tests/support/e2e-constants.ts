export const E2E_PORT = 3100;
export const E2E_SESSION_SECRET = 'e2e-session-secret-that-is-long-enough-0123456789';
