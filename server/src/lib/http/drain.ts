import type http from 'node:http';
import net from 'node:net';

/** A connection idle this long is closed in a drain; one idle for less may have a request on its way. */
const QUIET_MS = 250;
const CHECK_EVERY_MS = 25;

/**
 * Closes an HTTP server without resetting a request: it stops taking connections, lets each connection in use finish
 * its answer (which says `Connection: close` while the app shuts down, so the client does not send another), closes a
 * connection only once it has been idle for QUIET_MS (a request sent on it just before would otherwise meet a reset:
 * http.Server.close closes idle connections at once), and destroys what is left when `timeoutMs` runs out.
 */
export class ConnectionDrain {
  /** Each open connection, and since when it has been idle; null while a request on it is being answered. */
  private readonly idleSince = new Map<net.Socket, number | null>();

  constructor(private readonly server: http.Server) {
    server.on('connection', (socket: net.Socket) => {
      this.idleSince.set(socket, Date.now());
      socket.once('close', () => this.idleSince.delete(socket));
    });
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      const socket = req.socket;
      this.idleSince.set(socket, null);
      res.once('finish', () => {
        if (this.idleSince.has(socket)) this.idleSince.set(socket, Date.now());
      });
    });
  }

  async close(timeoutMs: number): Promise<void> {
    // net.Server's close: stop listening, without http.Server's closing of idle connections.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(this.server, () => resolve()));
    const deadline = Date.now() + timeoutMs;
    while (this.idleSince.size > 0 && Date.now() < deadline) {
      const now = Date.now();
      for (const [socket, since] of this.idleSince) if (since !== null && now - since >= QUIET_MS) socket.destroy();
      if (this.idleSince.size > 0) await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
    }
    for (const socket of this.idleSince.keys()) socket.destroy();
    await closed;
    // What http.Server.close does besides: its timer for request timeouts stops.
    this.server.close(() => {});
  }
}
