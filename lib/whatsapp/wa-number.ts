/** A customer's phone as the gateway takes it: digits only, a leading 0 (or +62) becomes 62 (§7). Empty when none. */
export function waNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}
