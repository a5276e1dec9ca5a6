import net from 'node:net';

/**
 * A TCP proxy on loopback in front of PostgreSQL, to stage outages: `stop()` closes every connection and
 * refuses new ones (a database that went away), `hang()` keeps connections open but passes nothing (a database
 * or network that stopped answering), `start()` serves again on the same port.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private hung = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(port = this.port): Promise<void> {
    this.hung = false;
    if (this.server) return;
    const server = net.createServer((client) => this.pipe(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
  }

  /** Closes every connection and the listener: connecting is refused until start(). */
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Connections stay open and new ones are accepted, but no byte passes either way until start(). */
  hang(): void {
    this.hung = true;
  }

  private pipe(client: net.Socket): void {
    const upstream = net.connect(this.targetPort, this.targetHost);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        this.sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk: Buffer) => {
        if (!this.hung) {
          to.write(chunk);
          return;
        }
        // Held back while hung: sent once the proxy serves again, as a link that stalled would.
        from.pause();
        const resume = setInterval(() => {
          if (this.hung) return;
          clearInterval(resume);
          to.write(chunk);
          from.resume();
        }, 20);
        from.once('close', () => clearInterval(resume));
      });
    forward(client, upstream);
    forward(upstream, client);
  }
}
