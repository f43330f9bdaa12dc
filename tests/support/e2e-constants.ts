/** E2E_PORT lets two checkouts run their end-to-end suites side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_SESSION_SECRET = 'e2e-session-secret-that-is-long-enough-0123456789';
