/**
 * The pseudo-locale en-XA (issue 42): English with accented letters, about 40 % longer and in
 * brackets, so a browser test sees text that would be cut or overflow in a longer language. ICU
 * arguments stay as they are ({name}); the texts inside plural and select branches are
 * pseudo-localised too.
 */
const ACCENTED: Record<string, string> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ď",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ĺ",
  m: "ɱ",
  n: "ñ",
  o: "ó",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "ú",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Á",
  B: "Ɓ",
  C: "Ç",
  D: "Ď",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Í",
  J: "Ĵ",
  K: "Ķ",
  L: "Ĺ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ó",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Ú",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

/** Accents each letter; each word grows by 40 % (its first letters again), as longer languages do. */
function accentText(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const accented = [...word].map((char) => ACCENTED[char] ?? char).join("");
    return accented + accented.slice(0, Math.ceil(word.length * 0.4)).toLowerCase();
  });
}

/** The index of the brace closing the one at `open`. */
function closingBrace(message: string, open: number): number {
  let depth = 0;
  for (let i = open; i < message.length; i += 1) {
    if (message[i] === "{") depth += 1;
    else if (message[i] === "}") {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return message.length - 1;
}

/** `{count, plural, one {# lesson} other {# lessons}}`: the branches' texts pseudo-localised. */
function pseudoArgument(inner: string): string {
  const match = /^\s*([\w.]+)\s*,\s*(plural|select|selectordinal)\s*,/.exec(inner);
  if (!match) return `{${inner}}`;
  let rest = inner.slice(match[0].length);
  let out = match[0];
  while (rest.length > 0) {
    const open = rest.indexOf("{");
    if (open < 0) {
      out += rest;
      break;
    }
    const close = closingBrace(rest, open);
    out += `${rest.slice(0, open)}{${pseudoBody(rest.slice(open + 1, close))}}`;
    rest = rest.slice(close + 1);
  }
  return `{${out}}`;
}

function pseudoBody(message: string): string {
  let out = "";
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf("{", i);
    if (open < 0) {
      out += accentText(message.slice(i));
      break;
    }
    out += accentText(message.slice(i, open));
    const close = closingBrace(message, open);
    out += pseudoArgument(message.slice(open + 1, close));
    i = close + 1;
  }
  return out;
}

/** One English message as the pseudo-locale shows it. */
export function pseudoLocalize(message: string): string {
  return `[${pseudoBody(message)}]`;
}

type Messages = { [key: string]: string | Messages };

/** A namespace's messages, every string pseudo-localised. */
export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === "string" ? pseudoLocalize(value) : pseudoMessages(value),
    ]),
  );
}
