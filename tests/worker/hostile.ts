// Paths an attacker would try after a prefix: other hosts, encoded slashes, control characters.
export const HOSTILE_TAILS = [
  '//evil.example', '/\\evil.example', '\\\\evil.example', '/%2F%2Fevil.example', '/%5C%5Cevil.example',
  '/%2f%5cevil.example', '/\tevil.example', '/\n/evil.example', '/@evil.example', '/x@evil.example/',
  '/../../evil.example', '/./%2e%2e/%2e%2e/evil.example', '/%00', '/..%2F..%2Fevil.example', '/https:evil.example',
  '/javascript:alert(1)', '/"><script>alert(1)</script>', '/%0d%0aLocation:%20https://evil.example',
];
