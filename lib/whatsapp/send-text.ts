import 'server-only';
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { getDb } from '@/lib/db/client';
import { AppError, ForbiddenError, ValidationError } from '@/lib/errors/app-error';
import { checkOutboundUrl, pinnedLookup, resolveOutbound, type ResolvedAddress } from '@/lib/http/outbound-address';
import { settingFlag } from '@/lib/settings/read';
import { waNumber } from './wa-number';

/**
 * What the cashier is told: sent, or not, for one of two known reasons. The gateway's own text is never shown (it
 * could be anything the host pointed at answers): `notRegistered` is the gateway answering without success ("No Wa
 * Tidak Terdaftar"), `unreachable` no usable answer at all.
 */
export type WaResult = { sent: true; receiver: string } | { sent: false; receiver: string; reason: 'notRegistered' | 'unreachable' };

const GATEWAY_TIMEOUT_MS = 10_000;
/** The most of the gateway's answer read: its `success` is all that is used. */
const MAX_ANSWER_BYTES = 64 * 1024;
/** Sends per user per minute: a cashier sends a nota or two per sale; a loop of requests is not a cashier. */
export const WA_SENDS_PER_MINUTE = 10;
const WA_WINDOW_SECONDS = 60;

export type WaLookup = (host: string) => Promise<ResolvedAddress[]>;
const systemLookup: WaLookup = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/**
 * One send taken from the user's allowance: a fixed window per user kept in the throttle table (shared by every
 * server process, taken under the row's lock), so ten cashiers' tabs or a script cannot make the server a sender.
 */
async function takeSend(userId: string): Promise<void> {
  const [row] = (await getDb().execute(sql`
    insert into login_throttle (key, failures, window_start) values (${`wa:${userId}`}, 1, now())
    on conflict (key) do update set
      failures = case when login_throttle.window_start <= now() - make_interval(secs => ${WA_WINDOW_SECONDS}) then 1 else login_throttle.failures + 1 end,
      window_start = case when login_throttle.window_start <= now() - make_interval(secs => ${WA_WINDOW_SECONDS}) then now() else login_throttle.window_start end
    returning failures, ceil(extract(epoch from window_start + make_interval(secs => ${WA_WINDOW_SECONDS}) - now()))::int as wait`)).rows as { failures: number; wait: number }[];
  if (row.failures > WA_SENDS_PER_MINUTE) throw ValidationError('waTerlaluSering', { max: WA_SENDS_PER_MINUTE, seconds: Math.max(1, row.wait) });
}

/** POSTs JSON to the checked addresses only (no redirect is followed) and reads at most MAX_ANSWER_BYTES of JSON. */
function postJson(url: URL, addresses: ResolvedAddress[], headers: Record<string, string>, body: string): Promise<unknown> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'POST', headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      lookup: pinnedLookup(addresses) as never, signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) request.destroy(new Error('answer too large'));
        else chunks.push(chunk);
      });
      response.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch {
          resolve(null);
        }
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * A text to a customer's phone through the counter's gateway: POST <WHATSAPP_GATEWAY_URL>/chat/send { receiver,
 * message, type: 'text' } with the token as `Authorization: Bearer <WHATSAPP_GATEWAY_TOKEN>`; success is the answer's
 * `success`. The gateway must be a public address, or a host WHATSAPP_GATEWAY_ALLOWED_HOSTS names; a name is resolved
 * here and the request connects to the addresses checked. At most WA_SENDS_PER_MINUTE sends per user. The caller has
 * checked its screen's access and that WHATSAPP_MODULE is on (checked again here).
 */
export async function sendWaText({ ctx, phone, message, lookup = systemLookup }: { ctx: SessionContext; phone: string; message: string; lookup?: WaLookup }): Promise<WaResult> {
  if (!settingFlag(ctx.settings, 'WHATSAPP_MODULE')) throw ForbiddenError('waModuleOff');
  const receiver = waNumber(phone);
  if (receiver.length < 10) throw new AppError('validation', 'waNoHpKosong');
  const configured = (ctx.settings.WHATSAPP_GATEWAY_URL ?? '').trim().replace(/\/+$/, '');
  if (!configured) throw new AppError('validation', 'waGatewayBelumDiatur');
  const check = checkOutboundUrl(`${configured}/chat/send`, ctx.settings.WHATSAPP_GATEWAY_ALLOWED_HOSTS);
  if (!check.ok) throw ValidationError(check.reason === 'private' ? 'waGatewayPrivat' : 'waGatewayInvalid');
  await takeSend(ctx.user.userId);
  const addresses = await resolveOutbound(check, lookup);
  if (!addresses) throw ValidationError('waGatewayPrivat');
  let answer: unknown;
  try {
    answer = await postJson(check.url, addresses, {
      'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${ctx.settings.WHATSAPP_GATEWAY_TOKEN ?? ''}`,
    }, JSON.stringify({ receiver, message, type: 'text' }));
  } catch {
    return { sent: false, receiver, reason: 'unreachable' };
  }
  if (!answer || typeof answer !== 'object') return { sent: false, receiver, reason: 'unreachable' };
  return (answer as { success?: unknown }).success === true ? { sent: true, receiver } : { sent: false, receiver, reason: 'notRegistered' };
}
