import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** the raw message: headers and body as sent after DATA */
  data: string;
}

export interface FakeSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Refuses the next `count` mails at RCPT with `code`: 4xx asks the sender to try later, 5xx refuses for good. */
  failNext(count: number, code?: number): void;
  close(): Promise<void>;
}

/**
 * A minimal plain-text SMTP server for tests: the real nodemailer client talks to it over TCP on
 * loopback, so delivery is exercised without any outbound network.
 */
export async function startFakeSmtpServer(options: { rejectRecipients?: boolean } = {}): Promise<FakeSmtpServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const failures: number[] = [];

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let readingData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);

    reply('220 fake-smtp ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (readingData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          readingData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 OK: queued');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') {
          current.from = address;
          reply('250 OK');
        } else if (verb === 'RCPT') {
          const failure = failures.shift();
          if (failure !== undefined) reply(failure < 500 ? `${failure} 4.3.0 Mailbox busy, try again later` : `${failure} 5.7.1 Delivery not authorised`);
          else if (options.rejectRecipients) reply('550 5.1.1 No such user here');
          else {
            current.to.push(address);
            reply('250 OK');
          }
        } else if (verb === 'DATA') {
          readingData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else reply('502 Command not implemented');
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (count, code = 451) => failures.push(...Array.from({ length: count }, () => code)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
