// The pure edge rules, case by case. That no path whatever leads off our origin or the portal is
// checked for generated paths in paths.test.ts.
import { describe, expect, it } from 'vitest';
import { callOrigins, etagMatches, pageEtag, securityHeaders } from '../../worker/edge/headers.ts';
import { portalHint } from '../../worker/edge/portal.ts';
import { edgeRedirect, isSameOriginPath } from '../../worker/edge/redirects.ts';
import { site } from '../../worker/content/index.ts';

const PORTAL = site.portalHost;
const SLUG = site.productSlug;
const portal = { host: PORTAL, certificationsPath: '/certificeringer' };

describe('edgeRedirect', () => {
  it('sends /certificeringer, with or without a slash, to the portal certifications page', () => {
    for (const path of ['/certificeringer', '/certificeringer/']) {
      expect(edgeRedirect(path, portal)).toEqual({ location: `https://${PORTAL}/certificeringer`, status: 301 });
    }
    expect(edgeRedirect('/certificeringer/x', portal)).toBeNull();
  });

  it('has the two permanent redirects of the spec', () => {
    expect(edgeRedirect('/typer', portal)).toEqual({ location: '/terapiformer', status: 301 });
    expect(edgeRedirect('/typer/', portal)).toEqual({ location: '/terapiformer', status: 301 });
    expect(edgeRedirect('/ressourcer/alle', portal)).toEqual({ location: '/ressourcer', status: 301 });
  });

  it('drops a trailing slash, so /ressourcer/x/ goes to /ressourcer/x', () => {
    expect(edgeRedirect('/ressourcer/meditation-for-begyndere/', portal)).toEqual({
      location: '/ressourcer/meditation-for-begyndere',
      status: 301,
    });
    expect(edgeRedirect('/om-os//', portal)).toEqual({ location: '/om-os', status: 301 });
    expect(edgeRedirect('/', portal)).toBeNull();
    expect(edgeRedirect('/om-os', portal)).toBeNull();
  });

  it('refuses to produce a protocol-relative location', () => {
    expect(edgeRedirect('//evil.example/', portal)).toBeNull();
    expect(edgeRedirect('/\\evil.example/', portal)).toBeNull();
    expect(isSameOriginPath('//evil.example')).toBe(false);
    expect(isSameOriginPath('/\\evil.example')).toBe(false);
    expect(isSameOriginPath('/ok\tpath')).toBe(false);
    expect(isSameOriginPath('/om-os')).toBe(true);
  });
});

describe('portal links', () => {
  it('offers the hint for the spec prefixes only', () => {
    const hinted = [
      '/login',
      '/register',
      '/author/x',
      '/user/x',
      '/blog/x',
      '/artikel/x',
      '/category/x',
      '/tag/x',
      '/certificeringer/x',
      `/bestil-et-${SLUG}-medlemsskab`,
    ];
    for (const path of hinted) expect(portalHint(path, PORTAL, SLUG)).toBe(`https://${PORTAL}${path}`);
    for (const path of ['/author', '/blogs', '/foo', '/ressourcer/x']) expect(portalHint(path, PORTAL, SLUG)).toBeNull();
  });

  it('keeps hostile characters inside the path of the hint', () => {
    const hint = portalHint('/blog//evil.example/@x', PORTAL, SLUG)!;
    expect(new URL(hint).host).toBe(PORTAL);
    expect(new URL(hint).pathname).toBe('/blog//evil.example/@x');
  });
});

describe('headers', () => {
  it('sets a strict CSP, a year of HSTS, and the microphone for ourselves only', () => {
    const h = securityHeaders();
    expect(h['Content-Security-Policy']).toContain("script-src 'self'");
    expect(h['Content-Security-Policy']).not.toContain('unsafe-inline');
    expect(h['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(h['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(h['Permissions-Policy']).toContain('microphone=(self)');
    expect(h['X-Content-Type-Options']).toBe('nosniff');
  });

  it('admits inline scripts and styles by their hashes only', () => {
    const csp = securityHeaders([], { scripts: ['sha256-a', 'sha256-b'], styles: ['sha256-c'] })['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(csp).toContain("style-src 'self' 'sha256-c';");
    expect(csp).not.toMatch(/unsafe-inline|nonce-|strict-dynamic/);
  });

  it('lets the call connect to the configured LiveKit server and nowhere else', () => {
    expect(callOrigins('wss://calls.example.livekit.cloud')).toEqual([
      'wss://calls.example.livekit.cloud',
      'https://calls.example.livekit.cloud',
    ]);
    expect(callOrigins('')).toEqual([]);
    expect(callOrigins('not a url')).toEqual([]);
    expect(securityHeaders(callOrigins('wss://lk.example'))['Content-Security-Policy']).toContain(
      "connect-src 'self' wss://lk.example https://lk.example",
    );
  });

  it('gives each build and path its own weak ETag', () => {
    expect(pageEtag('b1', '/a')).toMatch(/^W\/"b1-[0-9a-z]+"$/);
    expect(pageEtag('b1', '/a')).not.toBe(pageEtag('b1', '/b'));
    expect(pageEtag('b1', '/a')).not.toBe(pageEtag('b2', '/a'));
    expect(etagMatches(`"x", ${pageEtag('b1', '/a')}`, pageEtag('b1', '/a'))).toBe(true);
    expect(etagMatches(null, pageEtag('b1', '/a'))).toBe(false);
  });
});
