// The bare health route: no session, no database; the benchmark's baseline.
export function GET() {
  return Response.json({ status: 'ok' });
}
