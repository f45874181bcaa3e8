// Where `npm start` listens. Loopback by default: in development mode the API hands SMS codes
// (the outbox) and captcha texts to whoever asks, which on a shared network means anyone can sign
// in as anyone. HOST opens the server up; the operator is told what that exposes.

export const LOOPBACK = '127.0.0.1';

/** The address `npm start` serves on: HOST when given, else loopback. */
export function listenHost(env: Record<string, string | undefined>): string {
  return env.HOST?.trim() || LOOPBACK;
}

/** True for an address only this machine can reach: 127.0.0.0/8, ::1 and the name localhost. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/** The warning to print when the server listens beyond loopback in development mode; undefined otherwise. */
export function openToNetworkWarning(host: string, dev: boolean): string | undefined {
  if (!dev || isLoopbackHost(host)) return undefined;
  return [
    `WARNING: listening on ${host} with development mode on (PORTAL_DEV=1).`,
    '  Anyone who can reach this address can read the SMS outbox and captcha texts (/api/dev/…)',
    '  and so sign in to any account. Use HOST only on a trusted network, or set PORTAL_DEV=0.',
  ].join('\n');
}
