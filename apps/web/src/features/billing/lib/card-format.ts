/** Groups card digits in fours as they are typed ("4242 4242 4242 4242"), at most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Formats an expiry as "MM / YY" while typing; a single digit above 1 becomes a padded month. */
export function formatExpiry(value: string): string {
  let digits = value.replace(/\D/g, "").slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}
