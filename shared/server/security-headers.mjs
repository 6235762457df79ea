// Security headers of the shell and the remotes (the API sets its own, see api/src/http/security-headers.ts).

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The shell's Content-Security-Policy: scripts only from the shell and the remotes' origins (no
 * inline script, no eval), styles inline (antd writes its CSS-in-JS into <style> elements), images
 * from the site, data:/blob: (QR codes, previews) and the video providers' thumbnails, video
 * players of YouTube and Vimeo in frames, and nobody may frame the site.
 *
 * @param {object} o
 * @param {string[]} o.remoteUrls   manifest URLs of the remotes
 * @param {string[]} [o.scriptUrls] further script URLs the deployment loads (analytics after consent)
 * @param {string[]} [o.imageOrigins] e.g. a public media bucket
 * @param {string[]} [o.socketOrigins] where the live updates' websocket goes (`wss://zaber.cz`): no other host
 */
export function contentSecurityPolicy({ remoteUrls, scriptUrls = [], imageOrigins = [], socketOrigins = [] }) {
  const remotes = [...new Set(remoteUrls.map(originOf).filter(Boolean))];
  const scripts = [...new Set(scriptUrls.map(originOf).filter(Boolean))];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...scripts],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://i.vimeocdn.com', ...remotes, ...imageOrigins],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...socketOrigins, ...remotes, ...scripts],
    'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Headers of every response of a static server. HSTS only where the site is served over HTTPS
 * (a browser would pin plain-HTTP localhost otherwise).
 *
 * @param {object} o
 * @param {string} [o.csp]   the shell's policy; remotes serve only scripts and get a locked-down one
 * @param {boolean} [o.https]
 */
export function securityHeaders({ csp, https = false } = {}) {
  return {
    'Content-Security-Policy': csp ?? "default-src 'none'; frame-ancestors 'none'",
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
