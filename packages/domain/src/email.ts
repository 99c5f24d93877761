// The e-mail rule of spec §5: a local part, '@', then a bracketed IPv4 address or a domain
// whose top-level label has at least two letters.
//
// The local part is a dot-separated run of atoms free of spaces, control characters and the
// characters <>()[]\.,;:@" (the classic browser rule). Quoted local parts ("a b"@x.com) are
// refused on purpose: they are legal but never seen in practice and awkward to store and match.

const ATOM = '[^<>()[\\]\\\\.,;:\\s@"\\u0000-\\u001f\\u007f]+';
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const TOP_LEVEL_LABEL = /^[a-z]{2,}$/i;
const BRACKETED_IPV4 = /^\[(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\]$/;

// Limits of RFC 5321, so a stored address always fits what mail servers accept.
const MAX_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
const MAX_LABEL_LENGTH = 63;

export function isValidEmail(value: string): boolean {
  if (value.length > MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > MAX_LOCAL_LENGTH || !LOCAL_PART.test(local)) return false;
  return domain.startsWith('[') ? isBracketedIpv4(domain) : isDomainName(domain);
}

function isBracketedIpv4(domain: string): boolean {
  const match = BRACKETED_IPV4.exec(domain);
  if (!match) return false;
  return match.slice(1).every((octet) => Number(octet) <= 255);
}

function isDomainName(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const topLevel = labels[labels.length - 1] ?? '';
  if (!TOP_LEVEL_LABEL.test(topLevel)) return false;
  return labels.every((label) => label.length <= MAX_LABEL_LENGTH && DOMAIN_LABEL.test(label));
}
