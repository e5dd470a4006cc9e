import net from 'node:net';

/**
 * Server tests may only talk to loopback: the real database, and fake outside services started
 * by the test on 127.0.0.1. Any other connection (a forgotten real weather API, SMTP relay or
 * CRM) fails the test at once with this error instead of reaching the internet or hanging.
 * Every TCP client in Node (fetch, pg, nodemailer) connects through net.Socket#connect.
 */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/i;

export class OutboundNetworkError extends Error {}

/** The host of a connect call: (options), (port, host), or net.connect's normalised [options, cb]. */
function hostOf(args: unknown[]): string | undefined {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; path?: string };
    return options.path !== undefined ? undefined : (options.host ?? 'localhost');
  }
  return typeof args[1] === 'string' ? args[1] : 'localhost';
}

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
  const host = hostOf(args);
  if (host !== undefined && !LOOPBACK.test(host))
    throw new OutboundNetworkError(
      `Outbound network in a test: ${host} (only loopback is allowed)`,
    );
  return connect.apply(this, args as Parameters<typeof connect>);
} as typeof connect;
